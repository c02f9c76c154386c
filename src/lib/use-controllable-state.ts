import { useCallback, useState } from 'react';

/**
 * A block's data that its owner may hold (`value`) or leave to the block (`defaultValue`). The block reports
 * each change as an event (a file uploaded, a message sent) rather than as a whole new value, so an owner
 * that saves to a server or to storage shared by several tabs applies the change to its own latest copy.
 * `update` therefore changes only the block's own copy, and does nothing while the owner holds the value.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T) {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const update = useCallback(
    (change: (current: T) => T) => {
      if (!controlled) setOwn(change);
    },
    [controlled],
  );
  return [controlled ? value : own, update] as const;
}
