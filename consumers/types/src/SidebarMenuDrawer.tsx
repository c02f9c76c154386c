// The dashboard's navigation on a small screen, as a portal writes it: a menu button opens the sidebar in a
// drawer, and focus returns to the button when it closes. The Sidebar stories render it, and 'Show code'
// shows this file as it is; consumers/types compiles the same file against the packed package.
import { IconButton, SidebarDrawer, type SidebarDrawerProps } from '@labelport/ui';
import { useRef, useState } from 'react';

export interface SidebarMenuDrawerProps {
  /** Told when the drawer opens or closes, with `{ open }`. */
  onOpenChange?: SidebarDrawerProps['onOpenChange'];
}

export function SidebarMenuDrawer({ onOpenChange }: SidebarMenuDrawerProps) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton ref={menuButton} aria-label="Open menu" aria-expanded={open} onClick={() => setOpen(true)}>
        ☰
      </IconButton>
      <SidebarDrawer
        user={{ name: 'Anna Lindqvist', company: 'Nordic Refreshments AB' }}
        unreadMessages={3}
        open={open}
        onOpenChange={(details) => {
          onOpenChange?.(details);
          setOpen(details.open);
        }}
        finalFocusEl={() => menuButton.current}
      />
    </>
  );
}
