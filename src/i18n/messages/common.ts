import { defineCatalog } from '../catalog';

// Strings shared by the core building blocks.
export const common = defineCatalog({
  en: {
    'common.close': 'Close',
    'common.cancel': 'Cancel',
    'common.confirm': 'Confirm',
    'common.loading': 'Loading…',
    'theme.toggle': 'Switch theme',
    'theme.switchToDark': 'Switch to dark theme',
    'theme.switchToLight': 'Switch to light theme',
    'language.label': 'Language',
  },
  sv: {
    'common.close': 'Stäng',
    'common.cancel': 'Avbryt',
    'common.confirm': 'Bekräfta',
    'common.loading': 'Laddar…',
    'theme.toggle': 'Byt tema',
    'theme.switchToDark': 'Byt till mörkt tema',
    'theme.switchToLight': 'Byt till ljust tema',
    'language.label': 'Språk',
  },
  de: {
    'common.close': 'Schließen',
    'common.cancel': 'Abbrechen',
    'common.confirm': 'Bestätigen',
    'common.loading': 'Wird geladen…',
    'theme.toggle': 'Design wechseln',
    'theme.switchToDark': 'Zum dunklen Design wechseln',
    'theme.switchToLight': 'Zum hellen Design wechseln',
    'language.label': 'Sprache',
  },
  fr: {
    'common.close': 'Fermer',
    'common.cancel': 'Annuler',
    'common.confirm': 'Confirmer',
    'common.loading': 'Chargement…',
    'theme.toggle': 'Changer de thème',
    'theme.switchToDark': 'Passer au thème sombre',
    'theme.switchToLight': 'Passer au thème clair',
    'language.label': 'Langue',
  },
});
