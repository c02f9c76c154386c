import { useState } from 'react';
import { sameFormValues } from '../../../lib/submit-once';

/**
 * A form's working copy of a saved value. While the user has not changed it, it follows the saved
 * value (another tab's save, stored settings arriving after hydration); once edited, it is kept.
 */
export function useDraft<T>(saved: T) {
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  // Adjusting state while rendering, as React recommends for state derived from a changed prop.
  if (!sameFormValues(base, saved)) {
    setBase(saved);
    if (sameFormValues(draft, base)) setDraft(saved);
  }
  return [draft, setDraft] as const;
}
