import { type Ref, type RefCallback, useCallback } from 'react';

/**
 * One ref that sets both the component's own ref and the one its user passes. Spreading the user's `ref`
 * over the component's own would silently drop the component's.
 */
export function useMergedRefs<T>(own: Ref<T>, passed: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      for (const ref of [own, passed]) {
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }
    },
    [own, passed],
  );
}
