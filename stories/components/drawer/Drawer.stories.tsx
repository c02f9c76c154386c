import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hstack, stack } from 'styled-system/patterns';
import { Button, Drawer, IconButton } from '../../../src';
import { expectRightToLeft } from '../../support/direction';
import { delayAnimationFrames } from '../../support/frames';
import {
  clickOutsideCloses,
  clickWhileClosingKeepsFocus,
  focusInside,
  focusReturnedTo,
  layerListens,
  slowExitAnimation,
} from '../../support/overlay';

const meta = {
  title: 'Components/Overlays/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    trigger: <Button>Open menu</Button>,
    onOpenChange: fn(),
    children: (
      <nav aria-label="Main" className={stack({ gap: '2' })}>
        <a href="#dashboard">Dashboard</a>
        <a href="#projects">My Projects</a>
        <a href="#uploads">Uploads</a>
      </nav>
    ),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['start', 'end'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A side sheet over a dimmed page, docked to the start or end edge: the mobile sidebar and the site header's mobile menu. It is a modal dialog named by its title: " +
          'focus moves into it on open and stays inside (Tab and Shift+Tab cycle), Escape, the translated close button or a click on the backdrop close it, and focus returns to the button that opened it.',
      },
    },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** Waits until the open drawer has moved focus inside (its focus trap is then active). */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: true });
    // Docked to the end edge.
    await waitFor(() =>
      expect(Math.round(dialog.getBoundingClientRect().right)).toBe(canvasElement.ownerDocument.documentElement.clientWidth),
    );

    // Focus is inside, and Tab keeps cycling inside: close button and the three links.
    await focusInside(dialog);
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);

    // Escape closes it and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

// A drawer closed while the page is busy still goes away. zag decides in an animation frame whether to wait
// for the exit animation's end; when that frame comes only after the animation has ended (a long task, a
// slow device), Ark before 5.40 waited for an end that had already passed, and the closed drawer stayed on
// screen, inert, for good. Here the exit animation lasts its real 200 ms (the tests still all motion
// otherwise), and every frame callback runs 400 ms late.
export const ClosedWhileFramesRunLate: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await focusInside(dialog);
    await layerListens();
    const restoreAnimation = slowExitAnimation([dialog], '200ms');
    const restoreFrames = delayAnimationFrames(canvasElement.ownerDocument.defaultView!, 400);
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    } finally {
      await restoreFrames();
      restoreAnimation();
    }
    await focusReturnedTo(trigger);
  },
};

export const Start: Story = {
  args: { placement: 'start', description: 'Where do you want to go?' },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(dialog).toHaveAccessibleDescription('Where do you want to go?');
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().left)).toBe(0));
    await focusInside(dialog);

    // The close button has a translated name and gives focus back.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const BackdropCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    // Once it has taken focus it is listening for clicks outside.
    await focusInside(dialog);
    // A click on the dimmed area beside the sheet closes it.
    const outside = canvasElement.ownerDocument.querySelector<HTMLElement>('.drawer__positioner');
    if (!outside) throw new Error('No positioner');
    await expect(canvasElement.ownerDocument.querySelector('.drawer__backdrop')).toBeVisible();
    await clickOutsideCloses(outside, () => body(canvasElement).queryByRole('dialog'));
    await focusReturnedTo(trigger);
  },
};

// A double-clicked close: the second click comes while the drawer slides out and must leave focus on the trigger.
export const ClickWhileClosing: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await focusInside(dialog);
    await clickWhileClosingKeepsFocus(trigger, dialog, () =>
      userEvent.click(within(dialog).getByRole('button', { name: 'Close' })),
    );
    await focusReturnedTo(trigger);
  },
};

export const WithFooter: Story = {
  args: {
    title: 'Filters',
    footer: <Button variant="outline">Reset</Button>,
    children: <p>Show only projects in production.</p>,
    trigger: <Button>Open filters</Button>,
    size: 'md',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open filters' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Filters' });
    await expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeVisible();
    await expect(within(dialog).getByText('Show only projects in production.')).toBeVisible();
  },
};

/** Controlled by a menu button of your own, as the dashboard's mobile sidebar: picking a link closes it. */
export const Controlled: Story = {
  render: function MobileSidebarDemo() {
    const [open, setOpen] = useState(false);
    const menuButton = useRef<HTMLButtonElement>(null);
    return (
      <>
        <IconButton ref={menuButton} aria-label="Open navigation" aria-expanded={open} onClick={() => setOpen(true)}>
          <Menu aria-hidden />
        </IconButton>
        <Drawer
          title="Labelport"
          placement="start"
          open={open}
          onOpenChange={({ open }) => setOpen(open)}
          finalFocusEl={() => menuButton.current}
        >
          <nav aria-label="Dashboard" className={stack({ gap: '2', alignItems: 'stretch' })}>
            {['Dashboard', 'My Projects', 'Uploads', 'Logistics'].map((name) => (
              <Button key={name} variant="ghost" onClick={() => setOpen(false)}>
                {name}
              </Button>
            ))}
          </nav>
        </Drawer>
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Labelport' });
    await focusInside(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uploads' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { defaultOpen: true, trigger: undefined, title: 'Meny' },
  // Open from the start: on the docs page it gets its own frame instead of covering the page.
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 480 },
      source: {
        code: `<LanguageProvider locale="sv">
  <Drawer title="Meny" defaultOpen>
    <nav aria-label="Main" className={stack({ gap: '2' })}>
      <a href="#dashboard">Dashboard</a>
      <a href="#projects">My Projects</a>
      <a href="#uploads">Uploads</a>
    </nav>
  </Drawer>
</LanguageProvider>`,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Meny' });
    await expect(within(dialog).getByRole('button', { name: 'Stäng' })).toBeVisible();
  },
};

/**
 * Right to left, in Arabic: `start` and `end` are the line's own ends, so the menu (`placement="start"`)
 * slides in from the right edge and the filters (`end`) from the left. Escape closes each, focus back on its
 * button.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'القائمة',
    placement: 'start',
    trigger: <Button>فتح القائمة</Button>,
    children: (
      <nav aria-label="الرئيسية" className={stack({ gap: '2' })}>
        <a href="#dashboard">لوحة التحكم</a>
        <a href="#projects">مشاريعي</a>
        <a href="#uploads">الملفات المرفوعة</a>
      </nav>
    ),
  },
  render: (args) => (
    <div className={hstack({ gap: '3' })}>
      <Drawer {...args} />
      <Drawer {...args} title="عوامل التصفية" placement="end" trigger={<Button variant="outline">فتح عوامل التصفية</Button>}>
        <p>عرض المشاريع قيد الإنتاج فقط.</p>
      </Drawer>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    const menuButton = canvas.getByRole('button', { name: 'فتح القائمة' });
    await userEvent.click(menuButton);
    const menu = await body(canvasElement).findByRole('dialog', { name: 'القائمة' });
    await expectRightToLeft(menu);
    // Docked to the right edge, once it has slid in.
    await waitFor(() => expect(Math.round(menu.getBoundingClientRect().right)).toBe(view.innerWidth));
    await expect(menu.getBoundingClientRect().left).toBeGreaterThan(view.innerWidth / 2);
    await focusInside(menu);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(menuButton);

    await userEvent.click(canvas.getByRole('button', { name: 'فتح عوامل التصفية' }));
    const filters = await body(canvasElement).findByRole('dialog', { name: 'عوامل التصفية' });
    // Docked to the left edge.
    await waitFor(() => expect(Math.round(filters.getBoundingClientRect().left)).toBe(0));
    await expect(filters.getBoundingClientRect().right).toBeLessThan(view.innerWidth / 2);
    await focusInside(filters);
  },
};
