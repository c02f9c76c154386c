// A dialog that is closed when the page loads (the sidebar's drawer, a project's timeline or details) loads
// its code when it is first opened. The prerender renders a closed dialog as nothing, so rendering nothing
// until then hydrates the same.
import { type ComponentType, useEffect, useState } from 'react';
import { deferred } from './deferred';

export function untilOpened<P extends { open?: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = deferred<P>(undefined, load);
  function UntilOpened(props: P) {
    // Once opened, it stays mounted so that it can animate closed and hand focus back.
    const [used, setUsed] = useState(false);
    useEffect(() => {
      if (props.open) setUsed(true);
    }, [props.open]);
    return props.open || used ? <Lazy {...props} /> : null;
  }
  return UntilOpened;
}
