import type { Messages } from './en';
export const sv: Messages = {
  close: 'Stäng',
  openCalendar: 'Öppna kalendern',
  previousMonth: 'Föregående månad',
  nextMonth: 'Nästa månad',
  chooseDate: 'Välj ett datum',
  select: 'Välj…',
  showTable: 'Visa datatabell',
  hideTable: 'Dölj datatabell',
  legend: 'Förklaring',
  percent: '{value} %',
  toastSuccess: 'Klart',
  dismiss: 'Stäng meddelandet',
  dark: 'Byt till mörkt tema',
  light: 'Byt till ljust tema',
};
