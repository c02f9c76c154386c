import type { Messages } from './en';
export const fr: Messages = {
  close: 'Fermer',
  openCalendar: 'Ouvrir le calendrier',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  chooseDate: 'Choisir une date',
  select: 'Choisir…',
  showTable: 'Afficher le tableau',
  hideTable: 'Masquer le tableau',
  legend: 'Légende',
  percent: '{value} %',
  toastSuccess: 'Succès',
  dismiss: 'Fermer la notification',
  dark: 'Passer au thème sombre',
  light: 'Passer au thème clair',
};
