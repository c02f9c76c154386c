// The reference app's 13 pages, each with the title it must show (English), for the scripts that
// visit them (the route test and the Lighthouse benchmark), and the files each page loads first.
export const PAGES = {
  '/': 'Streamline Your Shipping Operations',
  '/features': 'Features Built for Modern Logistics',
  '/tracking': 'Track Your Shipment',
  '/analytics': 'Powerful Logistics Analytics',
  '/pricing': 'Simple, Transparent Pricing',
  '/signup': 'Get Started',
  '/dashboard': 'Dashboard',
  '/dashboard/projects': 'My Projects',
  '/dashboard/uploads': 'Uploads',
  '/dashboard/logistics': 'Logistics',
  '/dashboard/messages': 'Messages',
  '/dashboard/profile': 'Your Profile',
  '/dashboard/settings': 'Settings',
};

/** The layout and page modules a route renders, as the app's build manifest names them. */
export function routeModules(path) {
  return [
    path.startsWith('/dashboard') ? 'layouts/DashboardLayout.tsx' : 'layouts/PublicLayout.tsx',
    `routes/${path === '/' ? 'home' : path.split('/').pop()}.tsx`,
  ];
}

/** What app/main.tsx imports on every page in a step of its own, after the entry: React DOM's client. */
const START_MODULES = ['../node_modules/react-dom/client.js'];

/**
 * The files of a page's first load, from the app's build manifest (dist-app/.vite/manifest.json): the
 * entry, the modules main.tsx imports at start, the route's layout and page, and all their static imports,
 * entry first. Stylesheets included.
 */
export function pageFiles(manifest, path) {
  const files = new Set();
  const add = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the app's build manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of chunk.css ?? []) files.add(file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add('index.html');
  for (const key of [...START_MODULES, ...routeModules(path)]) add(key);
  return [...files];
}
