// The English of CommandPalette. It joins the package's catalog when a page imports it (addEnglish, in
// CommandPalette.tsx), so a page without it does not download it.

export const enCommandPalette = {
  // The dialog's name, said as it opens.
  'overlay.commandPalette.title': 'Command palette',
  'overlay.commandPalette.placeholder': 'Type a command or search…',
  'overlay.commandPalette.empty': 'No results',
  'overlay.commandPalette.results': '{count, plural, one {# result} other {# results}}',
  'overlay.commandPalette.error': 'The results could not be loaded.',
  // The footer's key hints: ↑↓ Move, ↵ Run, Esc Close.
  'overlay.commandPalette.move': 'Move',
  'overlay.commandPalette.run': 'Run',
  'overlay.commandPalette.close': 'Close',
};
