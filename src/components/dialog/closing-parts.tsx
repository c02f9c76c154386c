// Dialog and Drawer share these two Ark parts. A closed dialog stays on screen while it fades out, but it
// has already given focus back to its trigger. Anything clicked in that moment must not take focus away:
// the second click of a double-clicked Save, say. In a real browser that click lands on the fading backdrop,
// because the closed positioner lets clicks through. Without these parts, focus would fall to the page body.
import { Dialog as ArkDialog, useDialogContext } from '@ark-ui/react/dialog';
import type { RefAttributes } from 'react';
import { Layer } from '../portal';

/** The backdrop; while it fades out, a press on it does not move focus. */
export function ClosingBackdrop({ onMouseDown, ref, ...props }: ArkDialog.BackdropProps & RefAttributes<HTMLDivElement>) {
  return (
    <ArkDialog.Backdrop
      ref={ref}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.currentTarget.dataset.state === 'closed') event.preventDefault();
      }}
      {...props}
    />
  );
}

/**
 * The content; inert while it fades out, so it can take neither focus nor clicks, and screen readers skip it.
 * It is a layer: the floating parts inside (a select's list, a tooltip) portal into it, above the modal.
 */
export function ClosingContent({ children, ref, ...props }: ArkDialog.ContentProps & RefAttributes<HTMLDivElement>) {
  const { open } = useDialogContext();
  return (
    <ArkDialog.Content ref={ref} inert={!open} {...props}>
      {props.asChild ? children : <Layer>{children}</Layer>}
    </ArkDialog.Content>
  );
}
