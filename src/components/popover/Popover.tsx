import { ark } from '@ark-ui/react/factory';
import { Popover as ArkPopover, usePopoverContext } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import {
  type ComponentProps,
  type ForwardRefExoticComponent,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
  useId,
} from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { popover } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { type ButtonSize, IconButton, type IconButtonProps } from '../button';

const { withRootProvider, withContext } = createStyleContext(popover);

/** A styled part: the Ark part's own props and its DOM element's ref, nothing from Panda. */
type Part<P, E extends Element> = ForwardRefExoticComponent<P & RefAttributes<E>>;

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
export const PopoverRoot = withRootProvider(ArkPopover.Root) as (props: PopoverRootProps) => ReactNode;

export interface PopoverTriggerProps extends ArkPopover.TriggerProps {}
/** Toggles the panel; announces `aria-expanded`. Use `asChild` with your own button. */
export const PopoverTrigger = withContext(ArkPopover.Trigger, 'trigger') as Part<PopoverTriggerProps, HTMLButtonElement>;

export interface PopoverAnchorProps extends ArkPopover.AnchorProps {}
/** Positions the panel against this element instead of the trigger. */
export const PopoverAnchor = withContext(ArkPopover.Anchor, 'anchor') as Part<PopoverAnchorProps, HTMLDivElement>;

export interface PopoverIndicatorProps extends ArkPopover.IndicatorProps {}
/** A chevron in the trigger that turns when the panel is open. */
export const PopoverIndicator = withContext(ArkPopover.Indicator, 'indicator') as Part<PopoverIndicatorProps, HTMLDivElement>;

export interface PopoverPositionerProps extends ArkPopover.PositionerProps {}
/** Places the panel next to the trigger and keeps it on screen. */
export const PopoverPositioner = withContext(ArkPopover.Positioner, 'positioner') as Part<PopoverPositionerProps, HTMLDivElement>;

export interface PopoverContentProps extends ArkPopover.ContentProps {}
/**
 * The panel (role dialog, named by its title and described by its description). Ark only links the
 * title and description when they exist as the root mounts; with `lazyMount`, set `ids` on the root
 * and pass `aria-labelledby`/`aria-describedby` here yourself (the `Popover` component does).
 */
export const PopoverContent = withContext(ArkPopover.Content, 'content') as Part<PopoverContentProps, HTMLDivElement>;

export interface PopoverArrowProps extends ArkPopover.ArrowProps {}
/** The arrow's box; put a `PopoverArrowTip` inside it. */
export const PopoverArrow = withContext(ArkPopover.Arrow, 'arrow') as Part<PopoverArrowProps, HTMLDivElement>;

export interface PopoverArrowTipProps extends ArkPopover.ArrowTipProps {}
/** The visible arrow pointing at the trigger. */
export const PopoverArrowTip = withContext(ArkPopover.ArrowTip, 'arrowTip') as Part<PopoverArrowTipProps, HTMLDivElement>;

export interface PopoverTitleProps extends ArkPopover.TitleProps {}
/** The heading that names the panel. */
export const PopoverTitle = withContext(ArkPopover.Title, 'title') as Part<PopoverTitleProps, HTMLDivElement>;

export interface PopoverDescriptionProps extends ArkPopover.DescriptionProps {}
/** A sentence under the title; it describes the panel. */
export const PopoverDescription = withContext(ArkPopover.Description, 'description') as Part<
  PopoverDescriptionProps,
  HTMLDivElement
>;

export interface PopoverCloseTriggerProps extends ArkPopover.CloseTriggerProps {}
/** Closes the panel. Use `asChild` with a button that has a name. */
export const PopoverCloseTrigger = withContext(ArkPopover.CloseTrigger, 'closeTrigger') as Part<
  PopoverCloseTriggerProps,
  HTMLButtonElement
>;

export interface PopoverHeaderProps extends ComponentProps<'div'> {}
/** The top row: title (and description) with the close button. */
export const PopoverHeader = withContext(ark.div, 'header') as Part<PopoverHeaderProps, HTMLDivElement>;

export interface PopoverBodyProps extends ComponentProps<'div'> {}
/** The content below the header (e.g. a list of notifications). */
export const PopoverBody = withContext(ark.div, 'body') as Part<PopoverBodyProps, HTMLDivElement>;

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

export interface PopoverProps {
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
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Traps focus inside and blocks the page while open. Default false. */
  modal?: boolean;
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
  size,
  open,
  defaultOpen,
  onOpenChange,
  modal,
  className,
}: PopoverProps) {
  const hasHeader = Boolean(title || description || showCloseButton);
  // Our own ids for the title and description: Ark would not link them to a lazily mounted panel.
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <PopoverRoot
      ids={{ title: titleId, description: descriptionId }}
      size={size}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      modal={modal}
      positioning={{ placement, gutter: showArrow ? 12 : 8 }}
      lazyMount
      unmountOnExit
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

// The parts as a namespace too: <Popover.Root>, <Popover.Content>…
Popover.Root = PopoverRoot;
Popover.Trigger = PopoverTrigger;
Popover.Anchor = PopoverAnchor;
Popover.Indicator = PopoverIndicator;
Popover.Positioner = PopoverPositioner;
Popover.Content = PopoverContent;
Popover.Arrow = PopoverArrow;
Popover.ArrowTip = PopoverArrowTip;
Popover.Header = PopoverHeader;
Popover.Title = PopoverTitle;
Popover.Description = PopoverDescription;
Popover.Body = PopoverBody;
Popover.CloseTrigger = PopoverCloseTrigger;
Popover.CloseButton = PopoverCloseButton;
Popover.Context = PopoverContext;
