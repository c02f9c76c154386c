// The English every page loads: the words that most components share, the language layer's and the theme's.
// English that one component owns comes with it (en-date-picker.ts, en-file-upload.ts, en-chart.ts,
// en-status-page.ts), and the blocks' with the first block a page imports (en-blocks.ts). A portal's own copy
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

  // Strings of the core building blocks (Badge, Link, Avatar, Progress, Table…).
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
  'core.pagination.label': 'Pagination',
  'core.pagination.previous': 'Previous page',
  'core.pagination.next': 'Next page',
  'core.pagination.page': 'Page {page}',
  'core.pagination.pageSize': 'Rows per page',
  'core.pagination.summary': '{start}–{end} of {total}',
  'core.pagination.empty': 'No rows',
  'core.breadcrumb.label': 'Breadcrumb',
  'core.breadcrumb.more': 'Show more',
  'core.steps.label': 'Steps',
  'core.steps.completed': 'Completed',
  'core.steps.current': 'Current step',
  'core.steps.upcoming': 'Not started',
  'core.steps.back': 'Back',
  'core.steps.next': 'Next',

  // Strings of the overlay and form building blocks: Select, Slider, Dialog, ConfirmDialog, Tooltip, Toaster.
  'overlay.select.placeholder': 'Select an option',
  'overlay.menu.actions': 'Actions',
  'overlay.menu.actionsFor': 'Actions for {name}',
  'overlay.combobox.placeholder': 'Type to search',
  'overlay.combobox.open': 'Show options',
  'overlay.combobox.clear': 'Clear',
  'overlay.combobox.remove': 'Remove {label}',
  'overlay.combobox.selected': 'Selected',
  'overlay.combobox.empty': 'No results',
  'overlay.combobox.results': '{count, plural, one {# result} other {# results}}',
  'overlay.combobox.error': 'The options could not be loaded.',
  'overlay.toast.region': 'Notifications (Alt+T)',
  'overlay.toast.dismiss': 'Dismiss notification',
  'overlay.toast.success': 'Success',
  'overlay.toast.error': 'Error',
  'overlay.toast.warning': 'Warning',
  'overlay.toast.info': 'Information',
  'overlay.toast.loading': 'In progress',

  // Strings of the choice controls: CheckboxGroup's limits and Fieldset's required mark (read, not shown).
  'inputs.checkboxGroup.max': 'You can choose at most {max, plural, one {# option} other {# options}}.',
  'inputs.checkboxGroup.min': 'Choose at least {min, plural, one {# option} other {# options}}.',
  'inputs.fieldset.required': 'required',

  // Strings of the text and number fields: NumberInput, TextareaField and PasswordInput.
  'inputs.numberInput.increment': 'Increase',
  'inputs.numberInput.decrement': 'Decrease',
  'inputs.numberInput.refused': 'Only a number can be entered here.',
  'inputs.numberInput.cleared': '“{text}” is not a number, so it was removed.',
  'inputs.numberInput.changed': '“{text}” is not a number, so it was changed to {value}.',
  'inputs.numberInput.aboveMax': '{text} is more than the maximum, so it was changed to {max}.',
  'inputs.numberInput.belowMin': '{text} is less than the minimum, so it was changed to {min}.',
  'inputs.textareaField.count': '{count, number} / {max, number}',
  'inputs.textareaField.countLabel': '{count, number} of {max, number} characters',
  'inputs.textareaField.remaining': '{remaining, plural, one {# character left.} other {# characters left.}}',
  'inputs.textareaField.full': 'The limit is {max, number} characters: nothing more can be added.',
  'inputs.textareaField.pasteTooLong':
    'Only {added, number} of the {pasted, number} pasted characters fit: the limit is {max, number}.',
  'inputs.password.show': 'Show password',
  'inputs.password.hide': 'Hide password',
  'inputs.pinInput.digit': 'Digit {index, number} of {count, number}',
  'inputs.pinInput.character': 'Character {index, number} of {count, number}',
  'inputs.pinInput.refusedNumeric': '“{text}” was not added: this code has digits only.',
  'inputs.pinInput.refusedAlphanumeric': '“{text}” was not added: this code has letters and digits only.',
  'inputs.tagsInput.remove': 'Remove {tag}',
  'inputs.tagsInput.added': '{tag} added.',
  'inputs.tagsInput.removed': '{tag} removed.',
  'inputs.tagsInput.selected': '{tag} selected. Press Backspace or Delete to remove it.',
  'inputs.tagsInput.noneSelected': 'No tag selected.',
  'inputs.tagsInput.duplicate': 'Already in the list: {tags}. The text was kept so you can change it.',
  'inputs.tagsInput.max': 'The limit is {max, plural, one {# tag} other {# tags}}: remove one to add another.',

  // The brand: the page title's suffix in the reference app, and the blocks' logo text.
  'app.name': 'Labelport',
};
