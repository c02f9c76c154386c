// The toast area (Ark Toast), empty at first load, loaded after the page: see deferred.tsx. Toasts
// created before it arrives wait in the package's toaster store and show once it has.
import { Toaster as Eager, type ToasterProps } from '@labelport/ui/toaster';
import { deferred } from './deferred';

export const Toaster = deferred<ToasterProps>(import.meta.env.SSR ? Eager : undefined, () =>
  import('@labelport/ui/toaster').then((module) => module.Toaster),
);

type ToastOptions = Parameters<typeof import('@labelport/ui/toaster').toaster.create>[0];

/** The package's `toaster` for what the app does with it (create a toast), loading the toast store on first use. */
export const toaster = {
  create(options: ToastOptions): void {
    void import('@labelport/ui/toaster').then((module) => module.toaster.create(options));
  },
};
