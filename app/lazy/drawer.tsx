// The sidebar's drawer (Ark Dialog, focus trap), closed at first load: it loads when first opened.
import type { DrawerProps } from '../../src/components/drawer/Drawer';
import { untilOpened } from './until-opened';

export type { DrawerProps };

export const Drawer = untilOpened<DrawerProps>(() =>
  import('../../src/components/drawer/Drawer').then((module) => module.Drawer),
);
