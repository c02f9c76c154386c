import { setProjectAnnotations } from '@storybook/react-vite';
import { storyTestAnnotations } from './story-tests';

// The stories tagged `theme-dependent`, rendered and played again in the dark theme.
setProjectAnnotations(storyTestAnnotations('dark'));
