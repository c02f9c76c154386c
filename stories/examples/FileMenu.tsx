// A menu with a submenu, as a portal writes one: a Menu.Root inside the content, opened by its
// Menu.TriggerItem (ArrowRight opens it, ArrowLeft closes it). The Menu stories render it, and 'Show code'
// shows this file as it is.
import { Button, Menu, Portal } from '@labelport/ui';

export interface FileMenuProps {
  /** The chosen item's value, from the menu or its submenu. */
  onSelect: (value: string) => void;
}

export function FileMenu({ onSelect }: FileMenuProps) {
  return (
    <Menu.Root onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger asChild>
        <Button variant="outline">File</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="rename">Rename</Menu.Item>
            {/* A submenu places itself beside its item, on the side the line runs to (left in Arabic). */}
            <Menu.Root onSelect={(details) => onSelect(details.value)}>
              <Menu.TriggerItem>
                Export as
                <Menu.SubmenuChevron />
              </Menu.TriggerItem>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="pdf">PDF</Menu.Item>
                    <Menu.Item value="csv">CSV</Menu.Item>
                    <Menu.Item value="xlsx">Excel</Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
            <Menu.Item value="print">Print</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
