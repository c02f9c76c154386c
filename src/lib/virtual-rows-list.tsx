// The virtualised list of Select and Combobox: only the option rows in view (and a few around them) are in
// the page, placed absolutely in a box as tall as all of them. Only a long list loads it (./virtual-rows.tsx).
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { VirtualRowsProps } from './virtual-rows';

/** The height of an option row (`sizes.9`): the virtualiser places the rows from it. */
const ROW_HEIGHT = 36;

/**
 * Ark's highlight (arrows, typing, the chosen option on opening) moves through the whole collection: the
 * list's `scrollToIndexFn` calls `scrollTo`, which brings the row into view first, so the option Ark then
 * names or focuses exists. Render it inside the list's content; the caller reads its Ark context, so this
 * renders again as the list opens and the virtualiser measures it then.
 */
export function VirtualRowsList({ count, scrollElement, scrollTo, initialIndex, row }: VirtualRowsProps) {
  // The rows start below the list's top padding. Told of it, the virtualiser brings a row fully into view;
  // without, a row it scrolled down to stayed hidden under the bottom edge by the padding's height.
  const paddingTop = useMemo(
    () => (scrollElement ? Number.parseFloat(getComputedStyle(scrollElement).paddingTop) || 0 : 0),
    [scrollElement],
  );
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: paddingTop,
  });
  useEffect(() => {
    scrollTo.current = (index) => flushSync(() => virtualizer.scrollToIndex(index, { align: 'auto' }));
    return () => {
      scrollTo.current = null;
    };
  }, [scrollTo, virtualizer]);
  const [firstIndex] = useState(initialIndex);
  useEffect(() => {
    if (firstIndex >= 0) virtualizer.scrollToIndex(firstIndex, { align: 'auto' });
  }, [firstIndex, virtualizer]);
  return (
    // The list is a flex column: without flexShrink 0 this box would shrink to the list's height, and the
    // list would have nothing to scroll.
    <div style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize(), flexShrink: 0 }}>
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
            transform: `translateY(${item.start - paddingTop}px)`,
          },
        }),
      )}
    </div>
  );
}
