import type { Messages } from './en';
export const de: Messages = {
  close: 'Schließen',
  openCalendar: 'Kalender öffnen',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  chooseDate: 'Datum wählen',
  select: 'Auswählen…',
  showTable: 'Datentabelle zeigen',
  hideTable: 'Datentabelle ausblenden',
  legend: 'Legende',
  percent: '{value} %',
  toastSuccess: 'Erfolg',
  dismiss: 'Meldung schließen',
  dark: 'Zum dunklen Design wechseln',
  light: 'Zum hellen Design wechseln',
};
