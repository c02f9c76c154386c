// The top bar's popovers (closed at first load), loaded after the page: see deferred.tsx. While one loads
// on a client render, its trigger button shows alone.
import { Popover as Eager, type PopoverProps } from '../../src/components/popover/Popover';
import { deferred } from './deferred';

export type { PopoverProps };
export const Popover = deferred<PopoverProps>(
  import.meta.env.SSR ? Eager : undefined,
  () => import('../../src/components/popover/Popover').then((module) => module.Popover),
  ({ trigger }) => trigger,
);
