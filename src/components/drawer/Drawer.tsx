import { Dialog as ArkDialog, useDialogContext } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { ComponentProps, ForwardRefExoticComponent, ReactElement, ReactNode, RefAttributes } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { drawer } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { IconButton, type IconButtonProps } from '../button';

const { withRootProvider, withContext } = createStyleContext(drawer);

/** A styled part: the Ark part's own props and its DOM element's ref, nothing from Panda. */
type Part<P, E extends Element> = ForwardRefExoticComponent<P & RefAttributes<E>>;

/** The edge the drawer slides in from: `start` is the left in left-to-right languages. */
export type DrawerPlacement = 'start' | 'end';
/** The drawer's width: `sm`, `md` and `lg` use the `xs`, `sm` and `lg` size tokens; never wider than the screen. */
export type DrawerSize = 'sm' | 'md' | 'lg';

export interface DrawerRootProps extends ArkDialog.RootProps {
  /** The edge it slides in from. Default `end`. */
  placement?: DrawerPlacement;
  /** Its width. Default `sm`. */
  size?: DrawerSize;
}
/**
 * The state holder (renders nothing itself). Ark's Dialog underneath: modal, focus trapped inside
 * while open, Escape and a click outside close it, and focus returns to where it was.
 */
export const DrawerRoot = withRootProvider(ArkDialog.Root) as (props: DrawerRootProps) => ReactNode;

export interface DrawerTriggerProps extends ArkDialog.TriggerProps {}
/** Opens the drawer; with `asChild` it is your own button (e.g. an IconButton with a menu icon). */
export const DrawerTrigger = withContext(ArkDialog.Trigger, 'trigger') as Part<DrawerTriggerProps, HTMLButtonElement>;

export interface DrawerBackdropProps extends ArkDialog.BackdropProps {}
/** Dims the page behind; a click on it closes the drawer. */
export const DrawerBackdrop = withContext(ArkDialog.Backdrop, 'backdrop') as Part<DrawerBackdropProps, HTMLDivElement>;

export interface DrawerPositionerProps extends ArkDialog.PositionerProps {}
/** Docks the content to its edge. */
export const DrawerPositioner = withContext(ArkDialog.Positioner, 'positioner') as Part<DrawerPositionerProps, HTMLDivElement>;

export interface DrawerContentProps extends ArkDialog.ContentProps {}
/** The sheet itself (role dialog, named by its title). */
export const DrawerContent = withContext(ArkDialog.Content, 'content') as Part<DrawerContentProps, HTMLDivElement>;

export interface DrawerTitleProps extends ArkDialog.TitleProps {}
/** The heading that names the dialog. */
export const DrawerTitle = withContext(ArkDialog.Title, 'title') as Part<DrawerTitleProps, HTMLHeadingElement>;

export interface DrawerDescriptionProps extends ArkDialog.DescriptionProps {}
/** An optional sentence under the title; it describes the dialog. */
export const DrawerDescription = withContext(ArkDialog.Description, 'description') as Part<
  DrawerDescriptionProps,
  HTMLDivElement
>;

export interface DrawerCloseTriggerProps extends ArkDialog.CloseTriggerProps {}
/** Closes the drawer. Use `asChild` with a button that has a name. */
export const DrawerCloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger') as Part<
  DrawerCloseTriggerProps,
  HTMLButtonElement
>;

export interface DrawerHeaderProps extends ComponentProps<'div'> {}
/** The top row: title (and description) with the close button. */
export const DrawerHeader = withContext(ark.div, 'header') as Part<DrawerHeaderProps, HTMLDivElement>;

export interface DrawerBodyProps extends ComponentProps<'div'> {}
/** The scrolling middle. */
export const DrawerBody = withContext(ark.div, 'body') as Part<DrawerBodyProps, HTMLDivElement>;

export interface DrawerFooterProps extends ComponentProps<'div'> {}
/** The bottom row, for actions. */
export const DrawerFooter = withContext(ark.div, 'footer') as Part<DrawerFooterProps, HTMLDivElement>;

/** Renders from the drawer's state: `<DrawerContext>{(api) => …}</DrawerContext>`. */
export const DrawerContext = ArkDialog.Context;
export { useDialogContext as useDrawerContext };

export interface DrawerCloseButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The button's accessible name. Default: 'Close' in the active language. */
  'aria-label'?: string;
}
/** The ✕ button of the header, with a translated name. */
export function DrawerCloseButton({ 'aria-label': label, ...props }: DrawerCloseButtonProps) {
  const { t } = useLanguage();
  return (
    <DrawerCloseTrigger asChild>
      <IconButton variant="ghost" aria-label={label ?? t('common.close')} {...props}>
        <X aria-hidden />
      </IconButton>
    </DrawerCloseTrigger>
  );
}

// ---------------------------------------------------------------------------------------------
// The convenience component

export interface DrawerProps {
  /** The heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** An optional sentence under the title. */
  description?: ReactNode;
  /** The element that opens it (a button). Leave it out when you control `open` yourself. */
  trigger?: ReactElement;
  /** Actions at the bottom. */
  footer?: ReactNode;
  /** The content. */
  children?: ReactNode;
  /** The edge it slides in from. Default `end`. */
  placement?: DrawerPlacement;
  /** Its width. Default `sm`. */
  size?: DrawerSize;
  /** Whether it is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes (trigger, close button, Escape, a click outside). */
  onOpenChange?: (open: boolean) => void;
  /** The close button's accessible name. Default: 'Close' in the active language. */
  closeLabel?: string;
  /** Where focus goes when it closes, if not back to the trigger (e.g. a menu button you control). */
  finalFocusEl?: () => HTMLElement | null;
  /** Extra class names for the content. */
  className?: string;
}

/**
 * A side sheet with a backdrop, a title, a close button and its content; it traps focus while open and
 * gives it back when closed. Used for the mobile sidebar and the site header's mobile menu.
 */
export function Drawer({
  title,
  description,
  trigger,
  footer,
  children,
  placement,
  size,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel,
  finalFocusEl,
  className,
}: DrawerProps) {
  return (
    <DrawerRoot
      placement={placement}
      size={size}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      {trigger && <DrawerTrigger asChild>{trigger}</DrawerTrigger>}
      <Portal>
        <DrawerBackdrop />
        <DrawerPositioner>
          <DrawerContent className={className}>
            <DrawerHeader>
              <div>
                <DrawerTitle>{title}</DrawerTitle>
                {description && <DrawerDescription>{description}</DrawerDescription>}
              </div>
              <DrawerCloseButton aria-label={closeLabel} />
            </DrawerHeader>
            <DrawerBody>{children}</DrawerBody>
            {footer && <DrawerFooter>{footer}</DrawerFooter>}
          </DrawerContent>
        </DrawerPositioner>
      </Portal>
    </DrawerRoot>
  );
}

// The parts as a namespace too: <Drawer.Root>, <Drawer.Content>…
Drawer.Root = DrawerRoot;
Drawer.Trigger = DrawerTrigger;
Drawer.Backdrop = DrawerBackdrop;
Drawer.Positioner = DrawerPositioner;
Drawer.Content = DrawerContent;
Drawer.Header = DrawerHeader;
Drawer.Title = DrawerTitle;
Drawer.Description = DrawerDescription;
Drawer.Body = DrawerBody;
Drawer.Footer = DrawerFooter;
Drawer.CloseTrigger = DrawerCloseTrigger;
Drawer.CloseButton = DrawerCloseButton;
Drawer.Context = DrawerContext;
