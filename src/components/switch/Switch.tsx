import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { ForwardRefExoticComponent, ReactNode, RefAttributes } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { switchRecipe } from 'styled-system/recipes';
import { VisuallyHidden } from '../visually-hidden';

const { withProvider, withContext } = createStyleContext(switchRecipe);

type Part<P, E extends HTMLElement = HTMLSpanElement> = ForwardRefExoticComponent<P & RefAttributes<E>>;

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
  return <ArkSwitch.HiddenInput role="switch" {...props} />;
}

/** The `<label>` around the whole switch; clicking anywhere on it toggles. Holds the state (`checked`, `onCheckedChange`). */
export const SwitchRoot = withProvider(ArkSwitch.Root, 'root') as unknown as Part<SwitchRootProps, HTMLLabelElement>;
/** The track. Hidden from screen readers; shows the keyboard focus of the hidden input. */
export const SwitchControl = withContext(ArkSwitch.Control, 'control') as Part<SwitchControlProps>;
/** The knob inside the track. */
export const SwitchThumb = withContext(ArkSwitch.Thumb, 'thumb') as Part<SwitchThumbProps>;
/** The visible name of the switch. */
export const SwitchLabel = withContext(ArkSwitch.Label, 'label') as Part<SwitchLabelProps>;
/** The real (visually hidden) checkbox with role `switch`: it takes focus, Space toggles it, and it submits with forms. */
export const SwitchHiddenInput = SwitchInput as Part<SwitchHiddenInputProps, HTMLInputElement>;

export interface SwitchProps extends Omit<SwitchRootProps, 'children'> {
  /** The visible label, which is also the switch's accessible name. */
  children?: ReactNode;
  /** A name for screen readers when there is no visible label (it is rendered visually hidden). */
  'aria-label'?: string;
}

/**
 * An on/off switch with its label, e.g. 'Email notifications'. It is a native checkbox with role
 * `switch`: Tab focuses it, Space toggles it, and screen readers announce "on" or "off".
 */
function SwitchComponent({ children, 'aria-label': ariaLabel, ...props }: SwitchProps) {
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

/** The switch with its parts attached: `<Switch>` for the common case, `Switch.Root`, `Switch.Control`… to compose. */
export const Switch = /* @__PURE__ */ Object.assign(SwitchComponent, {
  Root: SwitchRoot,
  Control: SwitchControl,
  Thumb: SwitchThumb,
  Label: SwitchLabel,
  HiddenInput: SwitchHiddenInput,
});
