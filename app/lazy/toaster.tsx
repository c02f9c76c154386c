// The toast area (Ark Toast), empty at first load, loaded after the page: see deferred.tsx. Toasts
// created before it arrives wait in the package's toaster store and show once it has.
import { Toaster as Eager, type ToasterProps } from '../../src/components/toaster/Toaster';
import { deferred } from './deferred';

export const Toaster = deferred<ToasterProps>(import.meta.env.SSR ? Eager : undefined, () =>
  import('../../src/components/toaster/Toaster').then((module) => module.Toaster),
);

type ToastOptions = Parameters<typeof import('../../src/components/toaster/Toaster').toaster.create>[0];

/** The package's `toaster` for what the app does with it (create a toast), loading the toast store on first use. */
export const toaster = {
  create(options: ToastOptions): void {
    void import('../../src/components/toaster/Toaster').then((module) => module.toaster.create(options));
  },
};
