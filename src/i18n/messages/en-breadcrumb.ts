// The English of Breadcrumb. It joins the package's catalog when a page imports it (addEnglish, in
// Breadcrumb.tsx), so a page without it does not download it.

export const enBreadcrumb = {
  'core.breadcrumb.label': 'Breadcrumb',
  'core.breadcrumb.more': 'Show more',
};
