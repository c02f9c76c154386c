import { setupStoryTests } from './story-tests';

setupStoryTests('light');
