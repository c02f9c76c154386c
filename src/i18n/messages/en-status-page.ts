// The English of the not-found and error pages (StatusPage.tsx, which adds it to the package's catalog when
// a page imports them), so other pages do not download it.

export const enStatusPage = {
  'notFound.code': '404',
  'notFound.title': 'Oops! Page not found',
  'notFound.home': 'Return to Home',
  'error.title': 'Unexpected Application Error!',
  'error.unknown': 'Something went wrong.',
  'error.reload': 'Reload the page',
  'error.loadTitle': 'This page could not be loaded',
  'error.loadMessage':
    'Your connection may have dropped, or a newer version of the site has been published. Reload the page to try again.',
};
