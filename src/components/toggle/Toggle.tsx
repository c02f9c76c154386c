import { Toggle as ArkToggle } from '@ark-ui/react/toggle';
import { toggle } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';

const { withProvider, withContext } = createParts(toggle);

export type ToggleVariant = 'outline' | 'ghost';
export type ToggleSize = 'sm' | 'md' | 'lg';

export interface ToggleRootProps extends ArkToggle.RootProps {
  /** `outline` (a frame, the default) or `ghost` (no frame until pressed, for a toolbar of icons). */
  variant?: ToggleVariant;
  /** A Button's heights: `sm`, `md` (the default) or `lg`. */
  size?: ToggleSize;
}
export interface ToggleIndicatorProps extends ArkToggle.IndicatorProps {}

/**
 * A button that stays pressed (`aria-pressed`), as the APG's toggle button: Space or Enter presses and
 * unpresses it. `pressed`, `defaultPressed` and `onPressedChange` hold its state; `disabled`. Its text names it
 * and must not change with the state; an icon alone needs an `aria-label`.
 */
export const ToggleRoot = /* @__PURE__ */ withProvider<typeof ArkToggle.Root, { variant?: ToggleVariant; size?: ToggleSize }>(
  ArkToggle.Root,
  'root',
);
/** Shows its children while pressed and `fallback` while not, e.g. a filled star and an outlined one. */
export const ToggleIndicator = /* @__PURE__ */ withContext(ArkToggle.Indicator, 'indicator');
/** Render prop with the toggle's API (`pressed`, `setPressed`). */
export const ToggleContext = ArkToggle.Context;
export { useToggle, useToggleContext } from '@ark-ui/react/toggle';
