import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { stack } from 'styled-system/patterns';
import { Button, IconButton, Popover, type PopoverProps } from '../../../src';
import { lazyOverlay } from '../../../src/lib/lazy-part';
import { expectRightToLeft } from '../../support/direction';

const meta = {
  title: 'Components/Overlays/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="outline">Shipping help</Button>,
    title: 'Shipping help',
    description: 'One truck carries 33 pallets of 240 boxes each.',
    onOpenChange: fn(),
  },
  argTypes: {
    placement: {
      control: 'select',
      options: ['top', 'top-start', 'top-end', 'bottom', 'bottom-start', 'bottom-end', 'left', 'right'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A panel anchored to a button, for short content such as the top bar's notification and message lists. The trigger announces `aria-expanded`; the panel is a non-modal dialog named by its title. " +
          'Opening it (click, Enter or Space) moves focus into the panel; Escape, the translated close button or a click outside close it and focus returns to the trigger.',
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const active = (element: HTMLElement) => element.ownerDocument.activeElement as HTMLElement;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Shipping help' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);

    const panel = await body(canvasElement).findByRole('dialog', { name: 'Shipping help' });
    await waitFor(() => expect(panel).toBeVisible());
    await expect(panel).toHaveAccessibleDescription('One truck carries 33 pallets of 240 boxes each.');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: true });
    await waitFor(() => expect(panel).toContainElement(active(canvasElement)));

    // Escape closes it and focus goes back to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Shipping help' });
    // From the keyboard: Enter on the focused trigger opens it.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Shipping help' });
    await waitFor(() => expect(panel).toContainElement(active(canvasElement)));
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClickOutside: Story = {
  render: (args) => (
    <HStack gap="4">
      <Popover {...args} />
      <Button variant="ghost">Elsewhere</Button>
    </HStack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Shipping help' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Shipping help' });
    await waitFor(() => expect(panel).toContainElement(active(canvasElement)));
    // Ark starts listening for outside clicks a frame after opening; a test can click sooner than a
    // person, so the click is repeated until the listener has seen it.
    await waitFor(async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Elsewhere' }));
      await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    });
  },
};

export const WithArrow: Story = {
  args: {
    showArrow: true,
    placement: 'right',
    showCloseButton: false,
    description: undefined,
    children: 'Ships in 21 days on average.',
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Shipping help' });
    await userEvent.click(trigger);
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Shipping help' });
    await expect(within(panel).queryByRole('button', { name: 'Close' })).toBeNull();
    const arrow = panel.querySelector<HTMLElement>('[data-part="arrow"]');
    await expect(arrow).not.toBeNull();
    // Placed to the right of the trigger, the arrow on its left edge pointing back at it.
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBeGreaterThan(trigger.getBoundingClientRect().right));
    const arrowBox = arrow?.getBoundingClientRect();
    await expect(arrowBox?.width).toBeGreaterThan(0);
    await expect(arrowBox?.left).toBeLessThan(panel.getBoundingClientRect().left);
    // The part that sticks out is really drawn (not clipped by the panel): it is what a point there hits.
    if (arrowBox) {
      const hit = canvasElement.ownerDocument.elementFromPoint(arrowBox.left + 3, arrowBox.top + arrowBox.height / 2);
      await expect(hit).toHaveAttribute('data-part', 'arrow-tip');
    }
  },
};

/** As in the dashboard top bar: an icon button opens a list of notifications; picking one closes it. */
export const Notifications: Story = {
  render: function NotificationsDemo() {
    const NOTIFICATIONS = [
      { id: 1, text: 'Energy Drink - Tropical moved to In Production', time: '2 hours ago' },
      { id: 2, text: 'New message from the Support Team', time: 'Yesterday' },
    ];
    const [open, setOpen] = useState(false);
    return (
      <Popover
        open={open}
        onOpenChange={({ open }) => setOpen(open)}
        placement="bottom-end"
        size="sm"
        title="Notifications"
        trigger={
          <IconButton aria-label={`Notifications (${NOTIFICATIONS.length} new)`}>
            <Bell aria-hidden />
          </IconButton>
        }
      >
        <ul className={stack({ gap: '2' })}>
          {NOTIFICATIONS.map((item) => (
            <li key={item.id}>
              <a
                href={`#notification-${item.id}`}
                onClick={(event) => {
                  // A real app navigates here; the story stays put (a hash change would reload the test page).
                  event.preventDefault();
                  setOpen(false);
                }}
              >
                {item.text}
              </a>
              <div>{item.time}</div>
            </li>
          ))}
        </ul>
      </Popover>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Notifications (2 new)' });
    trigger.focus();
    await userEvent.keyboard(' ');
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    // Focus moves in; Tab goes through the links.
    await waitFor(() => expect(panel).toContainElement(active(canvasElement)));
    const link = within(panel).getByRole('link', { name: 'New message from the Support Team' });
    for (let i = 0; i < 5 && active(canvasElement) !== link; i++) await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { defaultOpen: true, title: 'Aide à l’expédition', description: undefined, trigger: <Button>Aide</Button> },
  // Open from the start: on the docs page it gets its own frame instead of covering the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Aide à l’expédition' });
    await expect(within(panel).getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};

/**
 * The panel is mounted on first open and removed on close by default; `lazyMount={false}` and
 * `unmountOnExit={false}` keep it in the page, hidden while closed (for content that must stay in the DOM).
 */
export const KeptInThePage: Story = {
  args: { lazyMount: false, unmountOnExit: false },
  play: async ({ canvas, canvasElement }) => {
    const hiddenPanel = () => {
      const panel = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-scope="popover"][data-part="content"]');
      if (!panel) throw new Error('the panel is not in the page');
      return panel;
    };
    await expect(hiddenPanel()).toHaveTextContent('One truck carries 33 pallets');
    await expect(hiddenPanel()).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Shipping help' }));
    await waitFor(() => expect(hiddenPanel()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(hiddenPanel()).not.toBeVisible());
  },
};

/** A popover whose chunk arrives when the play function says so (`deliver`), loaded as the top bar's are. */
function popoverLoadedLater() {
  let deliver = () => {};
  const chunk = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  return { Popover: lazyOverlay<PopoverProps>(() => chunk.then(() => Popover)), deliver: () => deliver() };
}
const clicked = popoverLoadedLater();
const focused = popoverLoadedLater();

/**
 * A popover loaded after the page, as the top bar's are (`lazyOverlay`): a click on its button while it loads
 * opens it once it has loaded, with the focus inside it, as a click on the loaded button would. A test, not in
 * the docs.
 */
export const ClickedWhileLoading: Story = {
  tags: ['!autodocs'],
  render: (args) => <clicked.Popover {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const loading = canvas.getByRole('button', { name: 'Shipping help' });
    await userEvent.click(loading);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();

    clicked.deliver();
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Shipping help' });
    await waitFor(() => expect(panel).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: true });
    await waitFor(() => expect(panel).toContainElement(active(canvasElement)));

    // The loaded button took the place of the one clicked; Escape hands the focus back to it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const trigger = canvas.getByRole('button', { name: 'Shipping help' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * A popover loaded after the page (`lazyOverlay`) whose button has the keyboard's focus while it loads: the
 * loaded button takes its place with the focus, so the next Enter opens it. A test, not in the docs.
 */
export const FocusedWhileLoading: Story = {
  tags: ['!autodocs'],
  render: (args) => <focused.Popover {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    const loading = canvas.getByRole('button', { name: 'Shipping help' });
    await expect(loading).toHaveFocus();

    focused.deliver();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Shipping help' })).not.toBe(loading));
    const trigger = canvas.getByRole('button', { name: 'Shipping help' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Drawn as keyboard focus, as it was on the button it replaced.
    await expect(trigger.matches(':focus-visible')).toBe(true);
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Shipping help' });
    await waitFor(() => expect(panel).toContainElement(active(canvasElement)));
  },
};

/**
 * In Arabic a panel placed `bottom-start` hangs from the trigger's start, its right edge: it lines up with the
 * trigger's right edge and opens out leftwards. The close button is named in Arabic; Escape closes the panel
 * as in left to right.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    placement: 'bottom-start',
    trigger: <Button variant="outline">مساعدة الشحن</Button>,
    title: 'مساعدة الشحن',
    description: 'تحمل الشاحنة الواحدة ٣٣ منصة، في كل منها ٢٤٠ صندوقًا.',
  },
  // In the middle of the page, so the panel fits on either side of the trigger and nothing shifts it.
  render: (args) => (
    <HStack justifyContent="center">
      <Popover {...args} />
    </HStack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'مساعدة الشحن' });
    await userEvent.click(trigger);
    const panel = await body(canvasElement).findByRole('dialog', { name: 'مساعدة الشحن' });
    await expectRightToLeft(panel);
    await expect(within(panel).getByRole('button', { name: 'إغلاق' })).toBeVisible();
    await waitFor(() =>
      expect(Math.abs(panel.getBoundingClientRect().right - trigger.getBoundingClientRect().right)).toBeLessThan(2),
    );
    await expect(panel.getBoundingClientRect().left).toBeLessThan(trigger.getBoundingClientRect().left);
    await expect(panel.getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
    await waitFor(() => expect(panel).toContainElement(active(canvasElement)));
  },
};
