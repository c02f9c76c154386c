// The English of Clipboard. It joins the package's catalog when a page imports it (addEnglish, in
// Clipboard.tsx), so a page without it does not download it.

export const enClipboard = {
  'core.clipboard.copy': 'Copy {label}',
  'core.clipboard.copied': 'Copied',
  'core.clipboard.failed': 'Copying did not work. The text is selected: press Ctrl+C, or ⌘C on a Mac, to copy it.',
};
