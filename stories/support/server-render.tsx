// What a portal's server rendering does to a component: HTML rendered where nothing is stored (a server,
// or a first visit), then hydrated in the browser of a visitor who has stored preferences.
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

export interface Hydrated {
  /** Errors React reported while hydrating: a mismatch between the server's HTML and the browser's render. */
  errors: string[];
  /** Unmounts the tree (and puts back what a returning visitor's storage replaced). */
  cleanup: () => void;
}

/** Hydrates the server HTML already in `container` with `tree`, recording React's mismatch reports. */
export function hydrate(container: HTMLElement, tree: ReactNode): Hydrated {
  const errors: string[] = [];
  const root: Root = hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(String(error)) });
  return { errors, cleanup: () => root.unmount() };
}

/**
 * Renders `tree` to HTML with empty storage, stores `stored` (the returning visitor's keys), then
 * hydrates the HTML in `container`.
 */
export function hydrateForReturningVisitor(container: HTMLElement, tree: ReactNode, stored: Record<string, string>): Hydrated {
  const saved = Object.keys(stored).map((key) => [key, localStorage.getItem(key)] as const);
  for (const [key] of saved) localStorage.removeItem(key);
  container.innerHTML = renderToString(tree);
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const hydrated = hydrate(container, tree);
  return {
    errors: hydrated.errors,
    cleanup: () => {
      hydrated.cleanup();
      for (const [key, value] of saved) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    },
  };
}
