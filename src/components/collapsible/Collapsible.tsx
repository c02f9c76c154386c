import { Collapsible as ArkCollapsible, useCollapsible, useCollapsibleContext } from '@ark-ui/react/collapsible';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode, RefAttributes } from 'react';
import { collapsible } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';

const { withProvider, withContext } = createParts(collapsible);

export interface CollapsibleRootProps extends ArkCollapsible.RootProps {}
export interface CollapsibleRootProviderProps extends ArkCollapsible.RootProviderProps {}
export interface CollapsibleTriggerProps extends ArkCollapsible.TriggerProps {}
export interface CollapsibleIndicatorProps extends ArkCollapsible.IndicatorProps {}
export interface CollapsibleContentProps extends ArkCollapsible.ContentProps {}
export interface CollapsibleBodyProps extends ComponentProps<'div'> {}

function DisablingTrigger(props: CollapsibleTriggerProps & RefAttributes<HTMLButtonElement>) {
  // Ark only marks the trigger `data-disabled`: make it a disabled button too, so it leaves the tab order and
  // screen readers say it is unavailable. And Ark keeps `aria-expanded` true while the content shrinks: the
  // button says at once what the user just chose.
  const { disabled, open } = useCollapsibleContext();
  return <ArkCollapsible.Trigger disabled={disabled || undefined} aria-expanded={open} {...props} />;
}

/**
 * Holds the state: `open`, `defaultOpen`, `onOpenChange` (with `{ open }`), `disabled`, and when the content is
 * in the DOM: `lazyMount` (not before the first opening) and `unmountOnExit` (removed again once closed).
 */
export const CollapsibleRoot = /* @__PURE__ */ withProvider(ArkCollapsible.Root, 'root');
/**
 * The root for state you create yourself with `useCollapsible()` (Ark's `useCollapsible`), e.g. to open it from
 * outside: `const collapsible = useCollapsible(props)`, then `<CollapsibleRootProvider value={collapsible}>`.
 */
export const CollapsibleRootProvider = /* @__PURE__ */ withProvider(ArkCollapsible.RootProvider, 'root');
/**
 * The button that opens and closes the content: a native `<button>` (Enter and Space toggle it) with
 * `aria-expanded` and `aria-controls` pointing at the content. A disabled collapsible's trigger is a disabled button.
 */
export const CollapsibleTrigger = /* @__PURE__ */ withContext(DisablingTrigger, 'trigger');
/** The chevron in the trigger; it turns when the content opens. Put an icon with `aria-hidden` in it. */
export const CollapsibleIndicator = /* @__PURE__ */ withContext(ArkCollapsible.Indicator, 'indicator');
/**
 * What the trigger shows and hides (`hidden` while closed). It grows open and shrinks closed, and simply
 * appears and disappears for a user who prefers reduced motion.
 */
export const CollapsibleContent = /* @__PURE__ */ withContext(ArkCollapsible.Content, 'content');
/** The padded box inside the content; the content clips while it grows, the body keeps focus rings inside. */
export const CollapsibleBody = /* @__PURE__ */ withContext('div', 'body');
/** Render prop with the collapsible's API (`open`, `setOpen`, `disabled`…). */
export const CollapsibleContext = ArkCollapsible.Context;
export { useCollapsible, useCollapsibleContext };

export interface CollapsibleProps extends Omit<CollapsibleRootProps, 'children'>, RefAttributes<HTMLDivElement> {
  /** What the trigger button says, e.g. 'Show shipping details'. It is the button's accessible name. */
  trigger: ReactNode;
  /** What opens under the trigger. */
  children?: ReactNode;
  /** The content is open (controlled); use with `onOpenChange`. */
  open?: boolean;
  /** The content is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with `{ open }` when the user opens or closes it. */
  onOpenChange?: CollapsibleRootProps['onOpenChange'];
  /** The trigger cannot be used: the content stays as it is. */
  disabled?: boolean;
  /** Renders the content only once it is first opened (e.g. when it is costly). */
  lazyMount?: boolean;
  /** Removes the content from the page once it has closed, so its fields no longer submit with a form. */
  unmountOnExit?: boolean;
}

/**
 * A disclosure: a button that shows and hides the content under it, e.g. 'Show shipping details'. On Ark
 * Collapsible: the trigger is a native button (Tab reaches it, Enter and Space toggle) with `aria-expanded`
 * and `aria-controls`; the content grows open and shrinks closed, except under reduced motion. Closed content
 * is `hidden` (fields in it still submit with a form) unless `lazyMount` or `unmountOnExit` keep it out of the page.
 */
export function Collapsible({ trigger, children, ...rootProps }: CollapsibleProps) {
  return (
    <CollapsibleRoot {...rootProps}>
      <CollapsibleTrigger>
        {trigger}
        <CollapsibleIndicator>
          <ChevronDown aria-hidden />
        </CollapsibleIndicator>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <CollapsibleBody>{children}</CollapsibleBody>
      </CollapsibleContent>
    </CollapsibleRoot>
  );
}
