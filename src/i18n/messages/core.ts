import { defineCatalog } from '../catalog';

// Strings of the core building blocks (Badge, Link, Avatar, Progress, Table…).
export const core = defineCatalog({
  en: {
    'core.link.newTab': '(opens in a new tab)',
    'core.avatar.defaultName': 'New User',
    'core.badge.overflow': '{max}+',
    'core.table.empty': 'No data to show',
  },
  sv: {
    'core.link.newTab': '(öppnas i en ny flik)',
    'core.avatar.defaultName': 'Ny användare',
    'core.badge.overflow': '{max}+',
    'core.table.empty': 'Inga data att visa',
  },
  de: {
    'core.link.newTab': '(öffnet in einem neuen Tab)',
    'core.avatar.defaultName': 'Neuer Benutzer',
    'core.badge.overflow': '{max}+',
    'core.table.empty': 'Keine Daten vorhanden',
  },
  fr: {
    'core.link.newTab': '(s’ouvre dans un nouvel onglet)',
    'core.avatar.defaultName': 'Nouvel utilisateur',
    'core.badge.overflow': '{max}+',
    'core.table.empty': 'Aucune donnée à afficher',
  },
});
