// The English of Pagination. It joins the package's catalog when a page imports it (addEnglish, in
// Pagination.tsx), so a page without it does not download it.

export const enPagination = {
  'core.pagination.label': 'Pagination',
  'core.pagination.previous': 'Previous page',
  'core.pagination.next': 'Next page',
  'core.pagination.page': 'Page {page}',
  'core.pagination.pageSize': 'Rows per page',
  'core.pagination.summary': '{start}–{end} of {total}',
  'core.pagination.empty': 'No rows',
};
