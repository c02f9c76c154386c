import { setupStoryTests } from './story-tests';

// The same stories again in the dark theme, so axe checks contrast in both.
setupStoryTests('dark');
