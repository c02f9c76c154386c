import { Switch as ArkSwitch, useSwitch } from '@ark-ui/react/switch';
import type { ReactNode, RefAttributes } from 'react';
import { switchRecipe } from 'styled-system/recipes';
import { overControl } from '../../lib/native-input';
import { createParts } from '../../lib/parts';
import { VisuallyHidden } from '../visually-hidden';

const { withProvider, withContext } = createParts(switchRecipe);

export type SwitchSize = 'sm' | 'md' | 'lg';

export interface SwitchRootProps extends ArkSwitch.RootProps {
  /** Size of the track and label. */
  size?: SwitchSize;
}
export interface SwitchControlProps extends ArkSwitch.ControlProps {}
export interface SwitchThumbProps extends ArkSwitch.ThumbProps {}
export interface SwitchLabelProps extends ArkSwitch.LabelProps {}
export interface SwitchHiddenInputProps extends ArkSwitch.HiddenInputProps {}

function SwitchInput(props: SwitchHiddenInputProps & RefAttributes<HTMLInputElement>) {
  // A checkbox with role "switch": screen readers say "on"/"off" instead of "checked".
  return <ArkSwitch.HiddenInput role="switch" {...props} style={overControl(props.style)} />;
}

/** The `<label>` around the whole switch; clicking anywhere on it toggles. Holds the state (`checked`, `onCheckedChange`). */
export const SwitchRoot = /* @__PURE__ */ withProvider<typeof ArkSwitch.Root, { size?: SwitchSize }>(ArkSwitch.Root, 'root');
/** The track. Hidden from screen readers; shows the keyboard focus of the hidden input. */
export const SwitchControl = /* @__PURE__ */ withContext(ArkSwitch.Control, 'control');
/** The knob inside the track. */
export const SwitchThumb = /* @__PURE__ */ withContext(ArkSwitch.Thumb, 'thumb');
/** The visible name of the switch. */
export const SwitchLabel = /* @__PURE__ */ withContext(ArkSwitch.Label, 'label');
/** The real checkbox with role `switch`, transparent over the drawn track (where a pointer aims): it takes focus, Space toggles it, and it submits with forms. */
export const SwitchHiddenInput = SwitchInput;

export interface SwitchProps extends Omit<SwitchRootProps, 'children'>, RefAttributes<HTMLLabelElement> {
  /** The visible label, which is also the switch's accessible name. */
  children?: ReactNode;
  /** A name for screen readers when there is no visible label (it is rendered visually hidden). */
  'aria-label'?: string;
}

/**
 * An on/off switch with its label, e.g. 'Email notifications'. It is a native checkbox with role
 * `switch`: Tab focuses it, Space toggles it, and screen readers announce "on" or "off".
 */
export function Switch({ children, 'aria-label': ariaLabel, ...props }: SwitchProps) {
  const label = children ?? ariaLabel;
  return (
    <SwitchRoot {...props}>
      <SwitchControl>
        <SwitchThumb />
      </SwitchControl>
      {children ? (
        <SwitchLabel>{children}</SwitchLabel>
      ) : label ? (
        <VisuallyHidden>
          <SwitchLabel>{label}</SwitchLabel>
        </VisuallyHidden>
      ) : null}
      <SwitchHiddenInput />
    </SwitchRoot>
  );
}

/**
 * The root for state you create yourself with `useSwitch()` (Ark's `useSwitch`), e.g. to open it from outside
 * or read its state beside it: `const switch = useSwitch(props)`, then `<SwitchRootProvider value={switch}>`.
 */
export const SwitchRootProvider = /* @__PURE__ */ withProvider<typeof ArkSwitch.RootProvider, { size?: SwitchSize }>(
  ArkSwitch.RootProvider,
  'root',
);
export { useSwitch };
