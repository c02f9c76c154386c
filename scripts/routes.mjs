// The reference app's 13 pages, each with the title it must show (English), for the scripts that
// visit them: the route test and the Lighthouse benchmark.
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
