// One layering model for every floating part. A modal dialog or drawer makes everything outside its content
// inert and hidden from screen readers, so a list portalled to the body from inside it opens behind it and
// cannot be read or clicked. Each layer (a dialog's, drawer's or popover's content) therefore holds a host
// element, and every floating part inside it portals there: into the layer, above what the layer holds,
// reachable while it is open, and nested as the layers are.
import { Portal as ArkPortal, type PortalProps as ArkPortalProps } from '@ark-ui/react/portal';
import { createContext, type ReactNode, type RefObject, useContext, useRef } from 'react';
import { css } from 'styled-system/css';

const LayerContext = createContext<RefObject<HTMLElement | null> | undefined>(undefined);

export interface PortalProps extends ArkPortalProps {
  /** What to render in the layer. */
  children?: ReactNode;
}

/**
 * Renders its children at the top of the nearest layer: into the open dialog, drawer or popover it sits
 * in, or into the page's body outside any. Floating content (a select's list, a popover, a date picker's
 * calendar, a tooltip) so opens above that layer and stays reachable by keyboard, pointer and screen
 * reader while a modal is open. `container` overrides the target; `disabled` renders in place.
 */
export function Portal({ container, ...props }: PortalProps) {
  const layer = useContext(LayerContext);
  return <ArkPortal container={container ?? layer} {...props} />;
}

// Fixed at the viewport's corner with no size: the floating parts inside are placed from the viewport as on
// the body, and the layer's own scrolling box (`overflow: auto`) neither clips them nor scrolls with them.
// It stacks above everything else the layer holds.
const host = css({ position: 'fixed', top: '0', left: '0', zIndex: 'popover' });

export interface LayerProps {
  /** The layer's content. */
  children?: ReactNode;
}

/**
 * Makes its parent a layer: the floating parts among `children` portal into a host inside it. Dialog,
 * Drawer and Popover contents are layers already; use it for a floating or modal surface of your own.
 */
export function Layer({ children }: LayerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  return (
    <LayerContext.Provider value={hostRef}>
      {children}
      <div ref={hostRef} className={host} data-scope="layer" data-part="host" />
    </LayerContext.Provider>
  );
}
