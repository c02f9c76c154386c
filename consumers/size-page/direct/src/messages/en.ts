export const en = {
  close: 'Close',
  openCalendar: 'Open calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  chooseDate: 'Choose a date',
  select: 'Select…',
  showTable: 'Show data table',
  hideTable: 'Hide data table',
  legend: 'Legend',
  percent: '{value} %',
  toastSuccess: 'Success',
  dismiss: 'Dismiss notification',
  dark: 'Switch to dark theme',
  light: 'Switch to light theme',
};
export type Messages = Record<keyof typeof en, string>;
