// The virtualised list of Select and Combobox: only the option rows in view (and a few around them) are in
// the page, placed absolutely in a box as tall as all of them.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type ReactNode, type RefObject, useEffect } from 'react';
import { flushSync } from 'react-dom';

/** The height of an option row (`sizes.9`): the virtualiser places the rows from it. */
const ROW_HEIGHT = 36;

/** What each row gets: where it sits, and where it is in the whole list for screen readers. */
export interface VirtualRowProps {
  style: CSSProperties;
  'aria-setsize': number;
  'aria-posinset': number;
}

/**
 * Ark's highlight (arrows, typing, the chosen option on opening) moves through the whole collection: the
 * list's `scrollToIndexFn` calls `scrollTo`, which brings the row into view first, so the option Ark then
 * names or focuses exists. Render it inside the list's content; the caller reads its Ark context, so this
 * renders again as the list opens and the virtualiser measures it then.
 */
export function VirtualRows({
  count,
  scrollElement,
  scrollTo,
  row,
}: {
  count: number;
  scrollElement: HTMLElement | null;
  scrollTo: RefObject<((index: number) => void) | null>;
  row: (index: number, props: VirtualRowProps) => ReactNode;
}) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  useEffect(() => {
    scrollTo.current = (index) => flushSync(() => virtualizer.scrollToIndex(index, { align: 'auto' }));
    return () => {
      scrollTo.current = null;
    };
  }, [scrollTo, virtualizer]);
  return (
    <div style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) =>
        row(item.index, {
          'aria-setsize': count,
          'aria-posinset': item.index + 1,
          style: {
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            height: item.size,
            transform: `translateY(${item.start}px)`,
          },
        }),
      )}
    </div>
  );
}

/**
 * A virtualiser's `measureElement` that keeps `estimate` for an item with no height. A hidden list (a docs
 * page left for a story, the stacked Messages screen showing the other pane) measures every item at 0, and
 * those measurements set off updates until React stopped them (its error 185, seen in the built Storybook).
 */
export const measureOrEstimate = (estimate: number) => (element: Element) => (element as HTMLElement).offsetHeight || estimate;
