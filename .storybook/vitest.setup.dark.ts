import { setProjectAnnotations } from '@storybook/react-vite';
import { storyTestAnnotations } from './story-tests';

// The same stories again in the dark theme, so axe checks contrast in both.
setProjectAnnotations(storyTestAnnotations('dark'));
