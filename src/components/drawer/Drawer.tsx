import { Dialog as ArkDialog, useDialog, useDialogContext } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import { X } from 'lucide-react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { drawer } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { createParts } from '../../lib/parts';
import { IconButton, type IconButtonProps } from '../button';
import { ClosingBackdrop, ClosingContent } from '../dialog/closing-parts';
import { Portal } from '../portal';

const { withRootProvider, withContext } = createParts(drawer);

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
export const DrawerRoot = /* @__PURE__ */ withRootProvider<
  typeof ArkDialog.Root,
  { placement?: DrawerPlacement; size?: DrawerSize }
>(
  ArkDialog.Root,
  // As a dialog: the content costs nothing until it first opens, and nothing once closed again.
  { lazyMount: true, unmountOnExit: true },
);

export interface DrawerTriggerProps extends ArkDialog.TriggerProps {}
/** Opens the drawer; with `asChild` it is your own button (e.g. an IconButton with a menu icon). */
export const DrawerTrigger = /* @__PURE__ */ withContext(ArkDialog.Trigger, 'trigger');

export interface DrawerBackdropProps extends ArkDialog.BackdropProps {}
/** Dims the page behind; a click on it closes the drawer. */
export const DrawerBackdrop = /* @__PURE__ */ withContext(ClosingBackdrop, 'backdrop');

export interface DrawerPositionerProps extends ArkDialog.PositionerProps {}
/** Docks the content to its edge. */
export const DrawerPositioner = /* @__PURE__ */ withContext(ArkDialog.Positioner, 'positioner');

export interface DrawerContentProps extends ArkDialog.ContentProps {}
/** The sheet itself (role dialog, named by its title). */
export const DrawerContent = /* @__PURE__ */ withContext(ClosingContent, 'content');

export interface DrawerTitleProps extends ArkDialog.TitleProps {}
/** The heading that names the dialog. */
export const DrawerTitle = /* @__PURE__ */ withContext(ArkDialog.Title, 'title');

export interface DrawerDescriptionProps extends ArkDialog.DescriptionProps {}
/** An optional sentence under the title; it describes the dialog. */
export const DrawerDescription = /* @__PURE__ */ withContext(ArkDialog.Description, 'description');

export interface DrawerCloseTriggerProps extends ArkDialog.CloseTriggerProps {}
/** Closes the drawer. Use `asChild` with a button that has a name. */
export const DrawerCloseTrigger = /* @__PURE__ */ withContext(ArkDialog.CloseTrigger, 'closeTrigger');

export interface DrawerHeaderProps extends ComponentProps<'div'> {}
/** The top row: title (and description) with the close button. */
export const DrawerHeader = /* @__PURE__ */ withContext(ark.div, 'header');

export interface DrawerBodyProps extends ComponentProps<'div'> {}
/** The scrolling middle. */
export const DrawerBody = /* @__PURE__ */ withContext(ark.div, 'body');

export interface DrawerFooterProps extends ComponentProps<'div'> {}
/** The bottom row, for actions. */
export const DrawerFooter = /* @__PURE__ */ withContext(ark.div, 'footer');

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

export interface DrawerProps extends Omit<DrawerRootProps, 'children' | 'onOpenChange'> {
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
  /**
   * Called when it opens or closes (trigger, close button, Escape, a click outside), with the new state as
   * `{ open }`, as Dialog calls it.
   */
  onOpenChange?: DrawerRootProps['onOpenChange'];
  /** The close button's accessible name. Default: 'Close' in the active language. */
  closeLabel?: string;
  /** Where focus goes when it closes, if not back to the trigger (e.g. a menu button you control). */
  finalFocusEl?: () => HTMLElement | null;
  /** Render the content only once it first opens. Default true. */
  lazyMount?: boolean;
  /** Remove the content when it closes. Default true. */
  unmountOnExit?: boolean;
  /** Extra class names for the content. */
  className?: string;
}

/**
 * A side sheet with a backdrop, a title, a close button and its content; it traps focus while open and
 * gives it back when closed. Used for the mobile sidebar and the site header's mobile menu.
 */
export function Drawer({ title, description, trigger, footer, children, closeLabel, className, ...rootProps }: DrawerProps) {
  return (
    <DrawerRoot {...rootProps}>
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

/**
 * The root for state you create yourself with `useDrawer()` (Ark's `useDialog`), e.g. to open it from outside
 * or read its state beside it: `const drawer = useDrawer(props)`, then `<DrawerRootProvider value={drawer}>`.
 * Pass `lazyMount` and `unmountOnExit` to `useDrawer` as the `Drawer` component does.
 */
export const DrawerRootProvider = /* @__PURE__ */ withRootProvider<
  typeof ArkDialog.RootProvider,
  { placement?: DrawerPlacement; size?: DrawerSize }
>(ArkDialog.RootProvider);
export { useDialog as useDrawer };
