// Select and Combobox render a long list's options in view only (./virtual-rows-list.tsx). The virtualiser
// is a chunk of its own that a long list loads as it mounts, so a page whose lists are short never loads it.
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { whenNeeded } from './when-needed';

/**
 * Lists with more options than this are virtualised unless a `virtualize` prop says otherwise. Ark renders
 * every option again on each change of the list (the opening, each arrow key), so opening takes longer with
 * each option rendered; virtualised, it takes as long at 100 options as at 20 (the scale benchmark's Select).
 */
export const VIRTUALIZE_OVER = 20;

/** What each row gets: where it sits, and where it is in the whole list for screen readers. */
export interface VirtualRowProps {
  style: CSSProperties;
  'aria-setsize': number;
  'aria-posinset': number;
}

export interface VirtualRowsProps {
  count: number;
  scrollElement: HTMLElement | null;
  /** Set while the rows are shown: brings a row into view (the list's `scrollToIndexFn` calls it). */
  scrollTo: RefObject<((index: number) => void) | null>;
  /**
   * The row to bring into view as the rows mount: the option highlighted (the chosen one) when the list opened
   * before its rows had loaded, which the list's own scroll to it could not reach.
   */
  initialIndex: number;
  row: (index: number, props: VirtualRowProps) => ReactNode;
}

/** The rows in view of a long list; none until the virtualiser has loaded, a moment after the list mounts. */
export const VirtualRows = whenNeeded<VirtualRowsProps>(() =>
  import('./virtual-rows-list').then((module) => module.VirtualRowsList),
);

/**
 * A virtualiser's `measureElement` that keeps `estimate` for an item with no height. A hidden list (a docs
 * page left for a story, the stacked Messages screen showing the other pane) measures every item at 0, and
 * those measurements set off updates until React stopped them (its error 185, seen in the built Storybook).
 */
export const measureOrEstimate = (estimate: number) => (element: Element) => (element as HTMLElement).offsetHeight || estimate;
