import { ScrollArea as ArkScrollArea, useScrollArea, useScrollAreaContext } from '@ark-ui/react/scroll-area';
import { type ReactNode, type RefAttributes, useEffect, useRef, useState } from 'react';
import { scrollArea } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';

const { withProvider, withContext } = createParts(scrollArea);

export interface ScrollAreaRootProps extends ArkScrollArea.RootProps {}
export interface ScrollAreaRootProviderProps extends ArkScrollArea.RootProviderProps {}
export interface ScrollAreaViewportProps extends ArkScrollArea.ViewportProps {}
export interface ScrollAreaContentProps extends ArkScrollArea.ContentProps {}
export interface ScrollAreaScrollbarProps extends ArkScrollArea.ScrollbarProps {}
export interface ScrollAreaThumbProps extends ArkScrollArea.ThumbProps {}
export interface ScrollAreaCornerProps extends ArkScrollArea.CornerProps {}

/** The scroll area's frame and state. Give it a height (or a max height) for the content to scroll in. */
export const ScrollAreaRoot = /* @__PURE__ */ withProvider(ArkScrollArea.Root, 'root');
/**
 * The element that scrolls, with the browser's scrollbars hidden. Ark makes it focusable only when both axes
 * overflow; the convenience `ScrollArea` names it and makes it focusable whenever it scrolls and holds nothing
 * focusable, so a keyboard can reach and scroll it.
 */
export const ScrollAreaViewport = /* @__PURE__ */ withContext(ArkScrollArea.Viewport, 'viewport');
/** The content inside the viewport, at least as wide as what it holds, so wide content scrolls sideways. */
export const ScrollAreaContent = /* @__PURE__ */ withContext(ArkScrollArea.Content, 'content');
/** A drawn scrollbar along one edge: `orientation` `vertical` (default) or `horizontal`. Not drawn when its axis does not overflow. */
export const ScrollAreaScrollbar = /* @__PURE__ */ withContext(ArkScrollArea.Scrollbar, 'scrollbar');
/** The scrollbar's thumb: its length shows how much is in view; drag it to scroll. */
export const ScrollAreaThumb = /* @__PURE__ */ withContext(ArkScrollArea.Thumb, 'thumb');
/** The square where the two scrollbars meet. */
export const ScrollAreaCorner = /* @__PURE__ */ withContext(ArkScrollArea.Corner, 'corner');
/** Render prop with the scroll area's API (`isAtTop`, `hasOverflowY`, `scrollToEdge`…). */
export const ScrollAreaContext = ArkScrollArea.Context;

/**
 * The root for state you create yourself with `useScrollArea()` (Ark's `useScrollArea`), e.g. to scroll from
 * outside: `const area = useScrollArea()`, then `<ScrollAreaRootProvider value={area}>` and `area.scrollToEdge(…)`.
 */
export const ScrollAreaRootProvider = /* @__PURE__ */ withProvider(ArkScrollArea.RootProvider, 'root');
export { useScrollArea, useScrollAreaContext };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Whether `element` holds anything a keyboard can focus, kept up to date as its content changes. */
function useHoldsFocusable(ref: { current: HTMLElement | null }) {
  const [holds, setHolds] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setHolds(element.querySelector(FOCUSABLE) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href'],
    });
    return () => observer.disconnect();
  }, [ref]);
  return holds;
}

/** The viewport of the convenience component: a named region, focusable when it scrolls and nothing in it can take focus. */
function LabelledViewport({ label, children }: { label: string; children: ReactNode }) {
  const area = useScrollAreaContext();
  const ref = useRef<HTMLDivElement>(null);
  const holdsFocusable = useHoldsFocusable(ref);
  const scrolls = area.hasOverflowX || area.hasOverflowY;
  return (
    <ScrollAreaViewport ref={ref} role="region" aria-label={label} tabIndex={scrolls && !holdsFocusable ? 0 : -1}>
      <ScrollAreaContent>{children}</ScrollAreaContent>
    </ScrollAreaViewport>
  );
}

export interface ScrollAreaProps extends Omit<ScrollAreaRootProps, 'children'>, RefAttributes<HTMLDivElement> {
  /**
   * Names the scrolling region for screen readers, e.g. 'Shipment log'. A keyboard user who tabs to it hears
   * this name, then scrolls with the arrow keys, Page Up/Down, Home and End.
   */
  label: string;
  /** What scrolls. Give the scroll area a height or max height (e.g. with `className`) for it to scroll. */
  children: ReactNode;
}

/**
 * A scrollable region with drawn scrollbars that look the same in every browser and both themes, on either or
 * both axes. The viewport is a region named by `label`; while it scrolls and holds nothing focusable it is in
 * the Tab order (axe's `scrollable-region-focusable`), so the arrow keys, Page Up/Down, Home and End scroll it
 * with a visible focus ring. A scrollbar is drawn only for an axis that overflows; drag its thumb to scroll.
 */
export function ScrollArea({ label, children, ...props }: ScrollAreaProps) {
  return (
    <ScrollAreaRoot {...props}>
      <LabelledViewport label={label}>{children}</LabelledViewport>
      <ScrollAreaScrollbar orientation="vertical">
        <ScrollAreaThumb />
      </ScrollAreaScrollbar>
      <ScrollAreaScrollbar orientation="horizontal">
        <ScrollAreaThumb />
      </ScrollAreaScrollbar>
      <ScrollAreaCorner />
    </ScrollAreaRoot>
  );
}
