// A part that only some uses of a component need (a long list's virtualiser, a long table's pages) is a
// chunk of its own, loaded when a component first renders it: a page that never does leaves it out.
import { type ComponentType, useEffect, useState } from 'react';
import { useHydrated } from './hydration';

/**
 * A component that renders nothing until `load` has brought the real one (loading it on first render),
 * then renders that. Only for parts nobody sees before they load (inside a closed list or section): the
 * server and hydration render nothing, so the page hydrates the same whether or not it is loaded yet.
 */
export function whenNeeded<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  function WhenNeeded(props: P) {
    const hydrated = useHydrated();
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let current = true;
      loading ??= load().then((component) => {
        loaded = component;
        return component;
      });
      void loading.then((component) => current && setComponent(() => component));
      return () => {
        current = false;
      };
    }, [Component]);
    return hydrated && Component ? <Component {...props} /> : null;
  }
  return WhenNeeded;
}
