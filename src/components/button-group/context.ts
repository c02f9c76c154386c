import { createContext, useContext } from 'react';
import type { ButtonSize, ButtonVariant } from '../button/Button';

/** What a ButtonGroup passes down to the Buttons in it: each Button's own prop still wins. */
export interface ButtonGroupContextValue {
  /** The size of the group's Buttons. */
  size?: ButtonSize;
  /** The visual weight of the group's Buttons. */
  variant?: ButtonVariant;
}

export const ButtonGroupContext = createContext<ButtonGroupContextValue>({});

/** The size and variant of the ButtonGroup around, if any: Button and IconButton read them as their defaults. */
export function useButtonGroupContext(): ButtonGroupContextValue {
  return useContext(ButtonGroupContext);
}
