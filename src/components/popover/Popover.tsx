import { ark } from '@ark-ui/react/factory';
import { Popover as ArkPopover, usePopover, usePopoverContext } from '@ark-ui/react/popover';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactElement, type ReactNode, type RefAttributes, useId } from 'react';
import { popover } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { createParts } from '../../lib/parts';
import { type ButtonSize, IconButton, type IconButtonProps } from '../button';
import { Layer, Portal } from '../portal';

const { withRootProvider, withContext } = createParts(popover);

/** The panel's largest width: `sm`, `md` and `lg` use the `xs`, `sm` and `md` size tokens; never wider than the screen. */
export type PopoverSize = 'sm' | 'md' | 'lg';
/** Where the panel sits relative to its trigger. */
export type PopoverPlacement =
  | 'top'
  | 'top-start'
  | 'top-end'
  | 'bottom'
  | 'bottom-start'
  | 'bottom-end'
  | 'left'
  | 'left-start'
  | 'left-end'
  | 'right'
  | 'right-start'
  | 'right-end';

export interface PopoverRootProps extends ArkPopover.RootProps {
  /** The panel's largest width. Default `md`. */
  size?: PopoverSize;
}
/**
 * The state holder (renders nothing itself). Non-modal by default: focus moves into the panel when it
 * opens, Escape or a click outside close it, and focus goes back to the trigger.
 */
export const PopoverRoot = /* @__PURE__ */ withRootProvider<typeof ArkPopover.Root, { size?: PopoverSize }>(ArkPopover.Root);

export interface PopoverTriggerProps extends ArkPopover.TriggerProps {}
/** Toggles the panel; announces `aria-expanded`. Use `asChild` with your own button. */
export const PopoverTrigger = /* @__PURE__ */ withContext(ArkPopover.Trigger, 'trigger');

export interface PopoverAnchorProps extends ArkPopover.AnchorProps {}
/** Positions the panel against this element instead of the trigger. */
export const PopoverAnchor = /* @__PURE__ */ withContext(ArkPopover.Anchor, 'anchor');

export interface PopoverIndicatorProps extends ArkPopover.IndicatorProps {}
/** A chevron in the trigger that turns when the panel is open. */
export const PopoverIndicator = /* @__PURE__ */ withContext(ArkPopover.Indicator, 'indicator');

export interface PopoverPositionerProps extends ArkPopover.PositionerProps {}
/** Places the panel next to the trigger and keeps it on screen. */
export const PopoverPositioner = /* @__PURE__ */ withContext(ArkPopover.Positioner, 'positioner');

export interface PopoverContentProps extends ArkPopover.ContentProps {}
/**
 * The panel (role dialog, named by its title and described by its description). Ark only links the
 * title and description when they exist as the root mounts; with `lazyMount`, set `ids` on the root
 * and pass `aria-labelledby`/`aria-describedby` here yourself (the `Popover` component does).
 */
export const PopoverContent = /* @__PURE__ */ withContext(
  // A layer: a select or tooltip inside the panel portals into it, so it opens above the panel and a click
  // on it is a click inside.
  function PopoverLayerContent({ children, ref, ...props }: PopoverContentProps & RefAttributes<HTMLDivElement>) {
    return (
      <ArkPopover.Content ref={ref} {...props}>
        {props.asChild ? children : <Layer>{children}</Layer>}
      </ArkPopover.Content>
    );
  },
  'content',
);

export interface PopoverArrowProps extends ArkPopover.ArrowProps {}
/** The arrow's box; put a `PopoverArrowTip` inside it. */
export const PopoverArrow = /* @__PURE__ */ withContext(ArkPopover.Arrow, 'arrow');

export interface PopoverArrowTipProps extends ArkPopover.ArrowTipProps {}
/** The visible arrow pointing at the trigger. */
export const PopoverArrowTip = /* @__PURE__ */ withContext(ArkPopover.ArrowTip, 'arrowTip');

export interface PopoverTitleProps extends ArkPopover.TitleProps {}
/** The heading that names the panel. */
export const PopoverTitle = /* @__PURE__ */ withContext(ArkPopover.Title, 'title');

export interface PopoverDescriptionProps extends ArkPopover.DescriptionProps {}
/** A sentence under the title; it describes the panel. */
export const PopoverDescription = /* @__PURE__ */ withContext(ArkPopover.Description, 'description');

export interface PopoverCloseTriggerProps extends ArkPopover.CloseTriggerProps {}
/** Closes the panel. Use `asChild` with a button that has a name. */
export const PopoverCloseTrigger = /* @__PURE__ */ withContext(ArkPopover.CloseTrigger, 'closeTrigger');

export interface PopoverHeaderProps extends ComponentProps<'div'> {}
/** The top row: title (and description) with the close button. */
export const PopoverHeader = /* @__PURE__ */ withContext(ark.div, 'header');

export interface PopoverBodyProps extends ComponentProps<'div'> {}
/** The content below the header (e.g. a list of notifications). */
export const PopoverBody = /* @__PURE__ */ withContext(ark.div, 'body');

/** Renders from the popover's state: `<PopoverContext>{(api) => …}</PopoverContext>`. */
export const PopoverContext = ArkPopover.Context;
export { usePopoverContext };

export interface PopoverCloseButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The button's accessible name. Default: 'Close' in the active language. */
  'aria-label'?: string;
  /** The button's size. Defaults to `sm`, to sit in a panel's corner. */
  size?: ButtonSize;
}
/** A small ✕ button with a translated name. */
export function PopoverCloseButton({ 'aria-label': label, size = 'sm', ...props }: PopoverCloseButtonProps) {
  const { t } = useLanguage();
  return (
    <PopoverCloseTrigger asChild>
      <IconButton variant="ghost" size={size} aria-label={label ?? t('common.close')} {...props}>
        <X aria-hidden />
      </IconButton>
    </PopoverCloseTrigger>
  );
}

// ---------------------------------------------------------------------------------------------
// The convenience component

export interface PopoverProps extends Omit<PopoverRootProps, 'children' | 'onOpenChange'> {
  /** The button that opens it; it gets `aria-expanded` and `aria-controls`. */
  trigger: ReactElement;
  /** The heading; it names the panel for screen readers. Without it, give `aria-label`. */
  title?: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** The panel's name when it has no visible title. */
  'aria-label'?: string;
  /** The content. */
  children?: ReactNode;
  /** Shows an arrow pointing at the trigger. */
  showArrow?: boolean;
  /** Shows a ✕ close button in the header. Default true. */
  showCloseButton?: boolean;
  /** The close button's accessible name. Default: 'Close' in the active language. */
  closeLabel?: string;
  /** Where it sits relative to the trigger. Default `bottom`. */
  placement?: PopoverPlacement;
  /** The panel's largest width. Default `md`. */
  size?: PopoverSize;
  /** Whether it is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes, with the new state as `{ open }`, as Dialog calls it. */
  onOpenChange?: PopoverRootProps['onOpenChange'];
  /** Traps focus inside and blocks the page while open. Default false. */
  modal?: boolean;
  /** Render the panel only once it first opens. Default true, so a closed popover costs nothing. */
  lazyMount?: boolean;
  /** Remove the panel when it closes. Default true. */
  unmountOnExit?: boolean;
  /** Extra class names for the panel. */
  className?: string;
}

/**
 * A panel anchored to a button, with an optional title, description, close button and arrow.
 * Used for the top bar's notification and message lists.
 */
export function Popover({
  trigger,
  title,
  description,
  'aria-label': ariaLabel,
  children,
  showArrow = false,
  showCloseButton = true,
  closeLabel,
  placement = 'bottom',
  lazyMount = true,
  unmountOnExit = true,
  className,
  ids,
  positioning,
  ...rootProps
}: PopoverProps) {
  const hasHeader = Boolean(title || description || showCloseButton);
  // Our own ids for the title and description: Ark would not link them to a lazily mounted panel.
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <PopoverRoot
      {...rootProps}
      ids={{ ...ids, title: titleId, description: descriptionId }}
      positioning={{ placement, gutter: showArrow ? 12 : 8, ...positioning }}
      lazyMount={lazyMount}
      unmountOnExit={unmountOnExit}
    >
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <Portal>
        <PopoverPositioner>
          <PopoverContent
            className={className}
            aria-label={title ? undefined : ariaLabel}
            aria-labelledby={title ? titleId : undefined}
            aria-describedby={description ? descriptionId : undefined}
          >
            {showArrow && (
              <PopoverArrow>
                <PopoverArrowTip />
              </PopoverArrow>
            )}
            {hasHeader && (
              <PopoverHeader>
                <div>
                  {title && <PopoverTitle>{title}</PopoverTitle>}
                  {description && <PopoverDescription>{description}</PopoverDescription>}
                </div>
                {showCloseButton && <PopoverCloseButton aria-label={closeLabel} />}
              </PopoverHeader>
            )}
            {children && <PopoverBody>{children}</PopoverBody>}
          </PopoverContent>
        </PopoverPositioner>
      </Portal>
    </PopoverRoot>
  );
}

/**
 * The root for state you create yourself with `usePopover()` (Ark's `usePopover`), e.g. to open it from outside
 * or read its state beside it: `const popover = usePopover(props)`, then `<PopoverRootProvider value={popover}>`.
 */
export const PopoverRootProvider = /* @__PURE__ */ withRootProvider<typeof ArkPopover.RootProvider, { size?: PopoverSize }>(
  ArkPopover.RootProvider,
);
export { usePopover };
