import { createContext } from 'react';

/**
 * What CheckboxGroup tells its checkboxes about its `max`: whether checking one more is one too many. The
 * group refuses that pick in its state; the checkbox also cancels the click, or the native input would stay
 * checked while the group's state says it is not.
 */
export const CheckboxGroupLimitContext = createContext<{ refuses: () => boolean } | null>(null);
