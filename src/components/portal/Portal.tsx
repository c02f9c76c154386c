// One layering model for every floating part. A modal dialog or drawer makes everything outside its content
// inert and hidden from screen readers, so a list portalled to the body from inside it opens behind it and
// cannot be read or clicked. Each layer (a dialog's, drawer's or popover's content) therefore holds a host
// element, and every floating part inside it portals there: into the layer, above what the layer holds,
// reachable while it is open, and nested as the layers are. Outside every layer, the page's outermost
// landmark around the part gets such a host, so an open list stays inside a landmark as the rest of the
// page's content does (the body is outside all of them).
import { Portal as ArkPortal, type PortalProps as ArkPortalProps } from '@ark-ui/react/portal';
import {
  createContext,
  Fragment,
  type FragmentInstance,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { css } from 'styled-system/css';

const LayerContext = createContext<RefObject<HTMLElement | null> | undefined>(undefined);

export interface PortalProps extends ArkPortalProps {
  /** What to render in the layer. */
  children?: ReactNode;
}

/**
 * Renders its children at the top of the nearest layer: into the open dialog, drawer or popover it sits
 * in; outside any, into the outermost landmark it is rendered in (the page's `main`, `header`, `nav`…), or
 * the body when there is none. Floating content (a select's list, a popover, a date picker's calendar, a
 * tooltip) so opens above that layer and stays reachable by keyboard, pointer and screen reader while a
 * modal is open, and inside a landmark, where axe's `region` rule looks for all content. `container`
 * overrides the target; `disabled` renders in place.
 */
export function Portal({ container, ...props }: PortalProps) {
  const layer = useContext(LayerContext);
  const target = container ?? layer;
  const [landmark, setLandmark] = useState<RefObject<HTMLElement | null>>();
  // An empty fragment marks where the portal sits without an element of its own, which would change its
  // siblings' `:last-child` and the like; React tells whether a landmark contains it.
  const place = useRef<FragmentInstance>(null);
  useEffect(() => {
    if (target || !place.current) return;
    const host = landmarkHost(place.current as PlaceInPage);
    if (host) setLandmark({ current: host });
  }, [target]);
  return (
    <>
      {!target && <Fragment ref={place} />}
      <ArkPortal container={target ?? landmark} {...props} />
    </>
  );
}

// The page's own landmarks. A named section or form is a landmark too, but its rows are often styled by
// `:last-child`, which a host appended to it would take; a page's main, header or navigation seldom is.
const LANDMARK = [
  'main',
  'header',
  'footer',
  'nav',
  'aside',
  ...['main', 'banner', 'contentinfo', 'navigation', 'complementary', 'search'].map((role) => `[role=${role}]`),
].join(',');

/** React 19.3's fragment instance has `compareDocumentPosition`; @types/react-dom does not list it yet. */
type PlaceInPage = FragmentInstance & { compareDocumentPosition(other: Node): number };

/** The host at the end of the outermost landmark around `place`, made on first use; none outside landmarks. */
function landmarkHost(place: PlaceInPage) {
  const root = place.getRootNode() as Document | ShadowRoot;
  // In document order an outer landmark comes before those inside it.
  const landmark = [...root.querySelectorAll(LANDMARK)].find(
    (candidate) => place.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_CONTAINS,
  );
  if (!landmark) return null;
  const existing = [...landmark.children].find((child) => child.matches('[data-scope=portal][data-part=host]'));
  if (existing) return existing as HTMLElement;
  const host = landmark.ownerDocument.createElement('div');
  host.className = hostClass;
  host.dataset.scope = 'portal';
  host.dataset.part = 'host';
  landmark.append(host);
  return host;
}

// Fixed at the viewport's corner with no size: the floating parts inside are placed from the viewport as on
// the body, and the layer's own scrolling box (`overflow: auto`) neither clips them nor scrolls with them.
// It stacks above everything else the layer holds.
const hostClass = css({ position: 'fixed', top: '0', left: '0', zIndex: 'popover' });

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
      <div ref={hostRef} className={hostClass} data-scope="layer" data-part="host" />
    </LayerContext.Provider>
  );
}
