import { withParts } from '../../lib/parts';
import * as ScrollAreaParts from './namespace';
import type {
  ScrollAreaContentProps,
  ScrollAreaCornerProps,
  ScrollAreaRootProps,
  ScrollAreaRootProviderProps,
  ScrollAreaScrollbarProps,
  ScrollAreaThumbProps,
  ScrollAreaViewportProps,
} from './ScrollArea';
import { ScrollArea as ScrollAreaComposition } from './ScrollArea';

export {
  ScrollAreaContent,
  type ScrollAreaContentProps,
  ScrollAreaContext,
  ScrollAreaCorner,
  type ScrollAreaCornerProps,
  type ScrollAreaProps,
  ScrollAreaRoot,
  type ScrollAreaRootProps,
  ScrollAreaRootProvider,
  type ScrollAreaRootProviderProps,
  ScrollAreaScrollbar,
  type ScrollAreaScrollbarProps,
  ScrollAreaThumb,
  type ScrollAreaThumbProps,
  ScrollAreaViewport,
  type ScrollAreaViewportProps,
  useScrollArea,
  useScrollAreaContext,
} from './ScrollArea';

/** `<ScrollArea …>` with its parts under short names: `<ScrollArea.Root>`, `ScrollArea.RootProps`… */
export const ScrollArea = /* @__PURE__ */ withParts(ScrollAreaComposition, ScrollAreaParts);
export declare namespace ScrollArea {
  export type RootProps = ScrollAreaRootProps;
  export type RootProviderProps = ScrollAreaRootProviderProps;
  export type ViewportProps = ScrollAreaViewportProps;
  export type ContentProps = ScrollAreaContentProps;
  export type ScrollbarProps = ScrollAreaScrollbarProps;
  export type ThumbProps = ScrollAreaThumbProps;
  export type CornerProps = ScrollAreaCornerProps;
}
