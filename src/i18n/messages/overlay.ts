import { defineCatalog } from '../catalog';

// Strings of the overlay and form building blocks: Select, Slider, Dialog, ConfirmDialog, Tooltip, Toaster.
// Shared words (Close, Cancel, Confirm, Language) live in common.ts.
export const overlay = defineCatalog({
  en: {
    'overlay.select.placeholder': 'Select an option',
    'overlay.toast.region': 'Notifications (Alt+T)',
    'overlay.toast.dismiss': 'Dismiss notification',
    'overlay.toast.success': 'Success',
    'overlay.toast.error': 'Error',
    'overlay.toast.warning': 'Warning',
    'overlay.toast.info': 'Information',
    'overlay.toast.loading': 'In progress',
  },
  sv: {
    'overlay.select.placeholder': 'Välj ett alternativ',
    'overlay.toast.region': 'Aviseringar (Alt+T)',
    'overlay.toast.dismiss': 'Stäng aviseringen',
    'overlay.toast.success': 'Klart',
    'overlay.toast.error': 'Fel',
    'overlay.toast.warning': 'Varning',
    'overlay.toast.info': 'Information',
    'overlay.toast.loading': 'Pågår',
  },
  de: {
    'overlay.select.placeholder': 'Option auswählen',
    'overlay.toast.region': 'Benachrichtigungen (Alt+T)',
    'overlay.toast.dismiss': 'Benachrichtigung schließen',
    'overlay.toast.success': 'Erfolg',
    'overlay.toast.error': 'Fehler',
    'overlay.toast.warning': 'Warnung',
    'overlay.toast.info': 'Information',
    'overlay.toast.loading': 'In Bearbeitung',
  },
  fr: {
    'overlay.select.placeholder': 'Sélectionnez une option',
    'overlay.toast.region': 'Notifications (Alt+T)',
    'overlay.toast.dismiss': 'Fermer la notification',
    'overlay.toast.success': 'Succès',
    'overlay.toast.error': 'Erreur',
    'overlay.toast.warning': 'Avertissement',
    'overlay.toast.info': 'Information',
    'overlay.toast.loading': 'En cours',
  },
});
