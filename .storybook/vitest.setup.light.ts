import { setProjectAnnotations } from '@storybook/react-vite';
import { storyTestAnnotations } from './story-tests';

setProjectAnnotations(storyTestAnnotations('light'));
