// The English every page loads: the words that most components share, the language layer's and the theme's.
// English that one component owns comes with it (en-date-picker.ts, en-chart.ts, en-pagination.ts, en-combobox.ts
// and the other en-<component>.ts), and the blocks' with the first block a page imports (en-blocks.ts). A portal's own copy
// (its figures, events and confirmations) is in its own catalog, as the reference app's is (app/i18n).
// en.ts joins them all: its keys are the message keys.

export const enCore = {
  // Strings shared by the core building blocks.
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.loading': 'Loading…',
  'theme.switchToDark': 'Switch to dark theme',
  'theme.switchToLight': 'Switch to light theme',
  'language.label': 'Language',

  // Strings of the core building blocks (Badge, Link, Avatar, Progress, Table…) that most pages render.
  'core.link.newTab': '(opens in a new tab)',
  'core.avatar.defaultName': 'New User',
  'core.badge.overflow': '{max}+',
  'core.table.empty': 'No data to show',
  'core.alert.info': 'Information',
  'core.alert.success': 'Success',
  'core.alert.warning': 'Warning',
  'core.alert.danger': 'Error',
  'core.alert.dismiss': 'Dismiss message',
  'core.skeleton.loadingLabel': 'Loading {label}…',
  'core.dataState.error': "Couldn't load {label}",
  'core.dataState.errorHelp': 'Check your connection and try again.',
  'core.dataState.retry': 'Retry',

  // Strings of the overlay and form building blocks: Select, Slider, Dialog, ConfirmDialog, Tooltip, Toaster.
  'overlay.select.placeholder': 'Select an option',
  'overlay.toast.region': 'Notifications (Alt+T)',
  'overlay.toast.dismiss': 'Dismiss notification',
  'overlay.toast.success': 'Success',
  'overlay.toast.error': 'Error',
  'overlay.toast.warning': 'Warning',
  'overlay.toast.info': 'Information',
  'overlay.toast.loading': 'In progress',

  // The brand: the page title's suffix in the reference app, and the blocks' logo text.
  'app.name': 'Labelport',
};
