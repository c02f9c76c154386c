import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Button, Dialog, HOVER_CARD_CLOSE_DELAY, HOVER_CARD_OPEN_DELAY, HoverCard, Link } from '../../../src';
import { focusInside, focusReturnedTo } from '../../support/overlay';

const SUMMARY = 'Citrus Sparkling Water, 12,000 cans';

function ProjectSummary() {
  return (
    <>
      <strong className={css({ fontSize: 'md' })}>PO-1042</strong>
      <span>{SUMMARY}</span>
      <span className={css({ color: 'fg.muted' })}>In production · ships from Gothenburg</span>
    </>
  );
}

/** 'Show code' for the card on the PO-1042 link: ProjectSummary written out, each line after the first indented by `indent`. */
function cardCode({ showArrow = false, indent = '' } = {}) {
  return `<HoverCard${showArrow ? '\n  showArrow' : ''}
  content={
    <>
      <strong className={css({ fontSize: 'md' })}>PO-1042</strong>
      <span>${SUMMARY}</span>
      <span className={css({ color: 'fg.muted' })}>In production · ships from Gothenburg</span>
    </>
  }
>
  <Link href="#projects/PO-1042">PO-1042</Link>
</HoverCard>`
    .split('\n')
    .map((line, i) => (i === 0 ? line : indent + line))
    .join('\n');
}

const meta = {
  title: 'Components/Overlays/HoverCard',
  component: HoverCard,
  args: {
    content: <ProjectSummary />,
    children: <Link href="#projects/PO-1042">PO-1042</Link>,
  },
  parameters: {
    docs: {
      description: {
        component:
          "A card of extra information about a link (Ark HoverCard), e.g. a project's product and status beside its reference in a table. It opens when the pointer rests on the link for 600 ms, or when the link gets keyboard focus; focus stays on the link. It meets WCAG 1.4.13: Escape closes it without moving pointer or focus (dismissable), the pointer can move from the link into the card and it stays (hoverable), and it stays until the pointer leaves both or focus leaves the link (persistent). The card takes no focus and is not announced, so it must only preview what the link's page says: touch, keyboard and screen reader users follow the link. It renders in the package's Portal with the popover z-index on its content, so it opens above a Dialog or Drawer, where Escape closes the card first and the dialog only with a second press.",
      },
    },
  },
} satisfies Meta<typeof HoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const card = (canvasElement: HTMLElement) => page(canvasElement).queryByText(SUMMARY);

/** Hover: the card opens after the open delay, not at once, and closes after the pointer leaves. */
export const Default: Story = {
  parameters: { docs: { source: { code: cardCode(), language: 'tsx' } } },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'PO-1042' });
    const started = performance.now();
    await userEvent.hover(link);
    await sleep(HOVER_CARD_OPEN_DELAY / 2);
    await expect(card(canvasElement)).toBeNull();
    await waitFor(() => expect(card(canvasElement)).toBeVisible(), { timeout: 3000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(HOVER_CARD_OPEN_DELAY);
    await userEvent.unhover(link);
    await waitFor(() => expect(card(canvasElement)).toBeNull());
  },
};

/** Keyboard: focus on the link opens the card, focus stays on the link, Escape closes it, Tab away too. */
export const KeyboardFocus: Story = {
  parameters: { docs: { source: { code: cardCode(), language: 'tsx' } } },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'PO-1042' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(card(canvasElement)).toBeVisible(), { timeout: 3000 });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(card(canvasElement)).toBeNull());
    await expect(link).toHaveFocus();
    link.blur();
    await userEvent.tab();
    await waitFor(() => expect(card(canvasElement)).toBeVisible(), { timeout: 3000 });
    await userEvent.tab();
    await waitFor(() => expect(card(canvasElement)).toBeNull());
  },
};

/** Hoverable and persistent: the pointer moves from the link into the card, and the card stays past the close delay. */
export const PointerMovesIntoCard: Story = {
  parameters: { docs: { source: { code: cardCode({ showArrow: true }), language: 'tsx' } } },
  args: { showArrow: true },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'PO-1042' });
    await userEvent.hover(link);
    await waitFor(() => expect(card(canvasElement)).toBeVisible(), { timeout: 3000 });
    const content = card(canvasElement)!.closest<HTMLElement>('[data-part="content"]')!;
    await userEvent.unhover(link);
    await userEvent.hover(content);
    await sleep(HOVER_CARD_CLOSE_DELAY * 2);
    await expect(card(canvasElement)).toBeVisible();
    // Escape dismisses it with the pointer still on it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(card(canvasElement)).toBeNull());
    await userEvent.unhover(content);
  },
};

/** In a table of projects, each reference a link with its own card; only one is open at a time. */
export const InATable: Story = {
  render: function ProjectsTable() {
    return (
      <table className={css({ fontSize: 'sm', borderCollapse: 'collapse' })}>
        <thead>
          <tr>
            <th className={css({ textAlign: 'start', pe: '6' })}>Project</th>
            <th className={css({ textAlign: 'start' })}>Status</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={css({ pe: '6', py: '1' })}>
              <HoverCard
                content={
                  <>
                    <strong className={css({ fontSize: 'md' })}>PO-1042</strong>
                    <span>Citrus Sparkling Water, 12,000 cans</span>
                    <span className={css({ color: 'fg.muted' })}>In production · ships from Gothenburg</span>
                  </>
                }
              >
                <Link href="#projects/PO-1042">PO-1042</Link>
              </HoverCard>
            </td>
            <td>In production</td>
          </tr>
          <tr>
            <td className={css({ pe: '6', py: '1' })}>
              <HoverCard content="Oat Protein Bar, 4,000 boxes">
                <Link href="#projects/PO-1043">PO-1043</Link>
              </HoverCard>
            </td>
            <td>Packaging</td>
          </tr>
        </tbody>
      </table>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'PO-1042' })).toHaveFocus();
    await waitFor(() => expect(card(canvasElement)).toBeVisible(), { timeout: 3000 });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'PO-1043' })).toHaveFocus();
    await waitFor(() => expect(page(canvasElement).getByText('Oat Protein Bar, 4,000 boxes')).toBeVisible(), { timeout: 3000 });
    await expect(card(canvasElement)).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(page(canvasElement).queryByText('Oat Protein Bar, 4,000 boxes')).toBeNull());
  },
};

/** In a Dialog: the card opens above the dialog; Escape closes the card first, then the dialog, focus back on its opener. */
export const InDialog: Story = {
  parameters: {
    docs: {
      source: {
        code: `<Dialog title="Shipment SH-88" trigger={<Button variant="outline">View shipment</Button>}>
  <p className={css({ fontSize: 'sm' })}>
    Carries project{' '}
    ${cardCode({ indent: '    ' })}
    .
  </p>
</Dialog>`,
        language: 'tsx',
      },
    },
  },
  render: (args) => (
    <Dialog title="Shipment SH-88" trigger={<Button variant="outline">View shipment</Button>}>
      <p className={css({ fontSize: 'sm' })}>
        Carries project <HoverCard {...args} />.
      </p>
    </Dialog>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = page(canvasElement);
    const opener = canvas.getByRole('button', { name: 'View shipment' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Shipment SH-88' });
    await focusInside(dialog);
    const link = within(dialog).getByRole('link', { name: 'PO-1042' });
    link.focus();
    await waitFor(() => expect(card(canvasElement)).toBeVisible(), { timeout: 3000 });
    // Above the dialog: rendered into the dialog's own layer (the package's Portal), and what a pointer at its
    // middle hits is the card, not the dialog. The positioner takes its z-index from the content a moment after
    // opening (zag's layer stack), so the check waits for that.
    const content = card(canvasElement)!.closest<HTMLElement>('[data-part="content"]')!;
    await expect(dialog).toContainElement(content);
    await waitFor(() => {
      const box = content.getBoundingClientRect();
      const hit = content.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(content.contains(hit)).toBe(true);
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(card(canvasElement)).toBeNull());
    await expect(dialog).toBeVisible();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(opener);
  },
};
