// The portal's 13 routes plus the catch-all. Every page loads lazily, so a visitor downloads
// only the code of the page in front of them (charts and the date picker stay off the home page).
// The browser (main.tsx) and the prerender (entry-server.tsx) build their routers from this one list.
import type { RouteObject } from 'react-router';
import { RootLayout } from './layouts/RootLayout';
import { RouteError } from './layouts/RouteError';

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: () => import('./layouts/PublicLayout'),
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'features', lazy: () => import('./routes/features') },
          { path: 'tracking', lazy: () => import('./routes/tracking') },
          { path: 'analytics', lazy: () => import('./routes/analytics') },
          { path: 'pricing', lazy: () => import('./routes/pricing') },
          { path: 'signup', lazy: () => import('./routes/signup') },
        ],
      },
      {
        path: 'dashboard',
        lazy: () => import('./layouts/DashboardLayout'),
        children: [
          { index: true, lazy: () => import('./routes/dashboard') },
          { path: 'projects', lazy: () => import('./routes/projects') },
          { path: 'uploads', lazy: () => import('./routes/uploads') },
          { path: 'logistics', lazy: () => import('./routes/logistics') },
          { path: 'messages', lazy: () => import('./routes/messages') },
          { path: 'profile', lazy: () => import('./routes/profile') },
          { path: 'settings', lazy: () => import('./routes/settings') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
