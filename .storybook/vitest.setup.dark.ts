import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// The same stories again in the dark theme, so axe checks contrast in both.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, { initialGlobals: { theme: 'dark' } }]);
