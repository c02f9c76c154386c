// The sidebar's drawer (Ark Dialog, focus trap), closed at first load: it loads when first opened. The
// prerender renders a closed drawer as nothing, so rendering nothing until then hydrates the same.
import { useEffect, useState } from 'react';
import type { DrawerProps } from '../../src/components/drawer/Drawer';
import { deferred } from './deferred';

export type { DrawerProps };

const LazyDrawer = deferred<DrawerProps>(undefined, () =>
  import('../../src/components/drawer/Drawer').then((module) => module.Drawer),
);

export function Drawer(props: DrawerProps) {
  // Once opened, it stays mounted so that it can animate closed and hand focus back.
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (props.open) setUsed(true);
  }, [props.open]);
  return props.open || used ? <LazyDrawer {...props} /> : null;
}
