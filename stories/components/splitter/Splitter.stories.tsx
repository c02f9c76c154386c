import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { Stack } from 'styled-system/jsx';
import { Button, Splitter, type SplitterPane } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { nextFrames } from '../../support/frames';

const frame = css({
  height: 'xs',
  width: 'full',
  maxWidth: '2xl',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  overflow: 'hidden',
});
const pane = css({ p: '4', fontSize: 'sm', color: 'fg.default' });

const PANES: SplitterPane[] = [
  { id: 'list', label: 'Projects', minSize: 20, content: <p className={pane}>PO-1042 Citrus Sparkling Water</p> },
  { id: 'detail', label: 'Details', minSize: 30, content: <p className={pane}>Two pallets leave Gothenburg on Monday.</p> },
];

const meta = {
  title: 'Components/Layout/Splitter',
  component: Splitter,
  args: { panes: PANES, defaultSize: [40, 60] },
  // The splitter fills its parent: the frame gives it a height and a width.
  render: (args) => (
    <div className={frame}>
      <Splitter {...args} />
    </div>
  ),
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  parameters: {
    docs: {
      description: {
        component:
          "Resizable panes (Ark Splitter), side by side or stacked, sizes in percent with a minimum (and maximum) per pane. Between each two panes is a handle: a focusable `separator` named 'Resize <pane>' in the active language, with `aria-valuenow`, `aria-valuemin` and `aria-valuemax` for the pane before it and `aria-orientation` of its line. Keyboard: Tab reaches each handle (visible focus ring); the arrow keys along the splitter resize by 1% (Shift: 10%); Home takes the pane to its minimum and End to its maximum; the pointer drags it. `onResizeEnd` gives every pane's size when a resize ends, for the portal to store and pass back as `defaultSize`. Each pane is a group named by its label. The splitter fills its parent: give that a height.",
      },
    },
  },
} satisfies Meta<typeof Splitter>;

export default meta;
type Story = StoryObj<typeof meta>;

const paneWidth = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLElement>(`[role="group"][aria-label="${name}"]`)!.getBoundingClientRect().width;

/** Side by side: the handle takes focus, the arrow keys resize by 1 (Shift 10), Home and End go to the limits. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize Projects' });
    await expect(handle).toHaveAttribute('aria-valuenow', '40');
    await expect(handle).toHaveAttribute('aria-valuemin', '20');
    await expect(handle).toHaveAttribute('aria-valuemax', '70');
    await expect(handle).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await expect(handle).toHaveFocus();
    await expect(getComputedStyle(handle).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '50'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '49'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '20'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '70'));
    const total = paneWidth(canvasElement, 'Projects') + paneWidth(canvasElement, 'Details');
    await expect(paneWidth(canvasElement, 'Projects') / total).toBeCloseTo(0.7, 1);
    handle.blur();
  },
};

/** Stacked: the handle is a horizontal line and Up and Down resize. */
export const Vertical: Story = {
  args: {
    orientation: 'vertical',
    defaultSize: [60, 40],
    panes: [
      { id: 'map', label: 'Route map', minSize: 25, content: <p className={pane}>Gothenburg → Hamburg</p> },
      { id: 'stops', label: 'Stops', minSize: 25, content: <p className={pane}>3 stops, 2 days</p> },
    ],
  },
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize Route map' });
    await expect(handle).toHaveAttribute('aria-orientation', 'horizontal');
    handle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '61'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '61'));
    // One press at a time, as a key repeats: the sizes are React state here, and a second press that lands
    // before the first one's render resizes from the old size (seen under load: 60, not 59).
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '60'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '59'));
    handle.blur();
  },
};

/** Three panes, two handles, each named after the pane before it. */
export const ThreePanes: Story = {
  args: {
    defaultSize: [25, 50, 25],
    panes: [
      { id: 'folders', label: 'Folders', minSize: 15, content: <p className={pane}>Inbox</p> },
      { id: 'threads', label: 'Threads', minSize: 30, content: <p className={pane}>Label proof for PO-1042</p> },
      { id: 'files', label: 'Files', minSize: 15, content: <p className={pane}>label-v3.pdf</p> },
    ],
  },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('separator', { name: 'Resize Folders' });
    const second = canvas.getByRole('separator', { name: 'Resize Threads' });
    await expect(first).toHaveAttribute('aria-valuenow', '25');
    await expect(second).toHaveAttribute('aria-valuenow', '50');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(second).toHaveAttribute('aria-valuenow', '30'));
    second.blur();
  },
};

function StoredLayout({ onResizeEnd }: { onResizeEnd: (size: number[]) => void }) {
  // A portal keeps this in the user's settings; here, in state.
  const [stored, setStored] = useState<number[]>([30, 70]);
  return (
    <Stack gap="3" alignItems="start">
      <div className={frame}>
        <Splitter
          panes={PANES}
          defaultSize={stored}
          onResizeEnd={(size) => {
            setStored(size);
            onResizeEnd(size);
          }}
        />
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Stored layout: {stored.map((part) => Math.round(part)).join(' / ')}
      </p>
    </Stack>
  );
}

/** `onResizeEnd` hands over every pane's size when a resize ends: the portal stores it and starts from it next time. */
export const StoresTheLayout: Story = {
  args: { onResizeEnd: fn() },
  parameters: {
    docs: {
      source: {
        code: `import { Splitter, type SplitterPane } from '@labelport/ui';
import { useState } from 'react';

const PANES: SplitterPane[] = [
  { id: 'list', label: 'Projects', minSize: 20, content: <p>PO-1042 Citrus Sparkling Water</p> },
  { id: 'detail', label: 'Details', minSize: 30, content: <p>Two pallets leave Gothenburg on Monday.</p> },
];

export function ProjectsLayout() {
  // A portal keeps this in the user's settings and passes it back as defaultSize next time; here, in state.
  const [stored, setStored] = useState<number[]>([30, 70]);
  return (
    <>
      {/* The splitter fills its parent: give that a height. */}
      <div style={{ height: 'var(--sizes-xs)' }}>
        <Splitter panes={PANES} defaultSize={stored} onResizeEnd={setStored} />
      </div>
      <p>Stored layout: {stored.map((part) => Math.round(part)).join(' / ')}</p>
    </>
  );
}
`,
        language: 'tsx',
      },
    },
  },
  render: (args) => <StoredLayout onResizeEnd={args.onResizeEnd!} />,
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize Projects' });
    await expect(handle).toHaveAttribute('aria-valuenow', '30');
    handle.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(args.onResizeEnd).toHaveBeenLastCalledWith([40, 60]));
    await expect(canvas.getByText('Stored layout: 40 / 60')).toBeVisible();
    handle.blur();
  },
};

/** Dragging the handle with the pointer, inside a form: the handle is no submit button, so the form stays unsent. */
export const DragInAForm: Story = {
  args: { onSubmit: fn() } as never,
  render: (args) => {
    const onSubmit = (args as unknown as { onSubmit: () => void }).onSubmit;
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="3" alignItems="start">
          <div className={frame}>
            <Splitter panes={PANES} defaultSize={[40, 60]} />
          </div>
          <Button type="submit">Save</Button>
        </Stack>
      </form>
    );
  },
  play: async ({ args, canvas }) => {
    const onSubmit = (args as unknown as { onSubmit: () => void }).onSubmit;
    const handle = canvas.getByRole('separator', { name: 'Resize Projects' });
    const box = handle.getBoundingClientRect();
    const x = Math.round(box.left + box.width / 2);
    const y = Math.round(box.top + box.height / 2);
    await userEvent.pointer([
      { target: handle, coords: { clientX: x, clientY: y }, keys: '[MouseLeft>]' },
      { target: handle, coords: { clientX: x + 60, clientY: y } },
      { target: handle, coords: { clientX: x + 120, clientY: y } },
      { target: handle, coords: { clientX: x + 120, clientY: y }, keys: '[/MouseLeft]' },
    ]);
    await waitFor(() => expect(Number(handle.getAttribute('aria-valuenow'))).toBeGreaterThan(50));
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalledOnce();
  },
};

/** The sizes the user set stay when the splitter grows across its axis (a taller window), not reset to `defaultSize`. */
export const KeepsSizesWhenItGrows: Story = {
  render: function GrowingFrame() {
    const [tall, setTall] = useState(false);
    return (
      <Stack gap="3" alignItems="start">
        <div className={css({ width: 'full', maxWidth: '2xl', height: tall ? 'sm' : 'xs' })}>
          <Splitter
            panes={[
              {
                id: 'list',
                label: 'Projects',
                minSize: 20,
                content: <p className={css({ p: '4', fontSize: 'sm', color: 'fg.default' })}>PO-1042 Citrus Sparkling Water</p>,
              },
              {
                id: 'detail',
                label: 'Details',
                minSize: 30,
                content: (
                  <p className={css({ p: '4', fontSize: 'sm', color: 'fg.default' })}>Two pallets leave Gothenburg on Monday.</p>
                ),
              },
            ]}
            defaultSize={[40, 60]}
          />
        </div>
        <Button variant="outline" onClick={() => setTall(true)}>
          Taller
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize Projects' });
    handle.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '50'));
    await userEvent.click(canvas.getByRole('button', { name: 'Taller' }));
    await nextFrames();
    await expect(handle).toHaveAttribute('aria-valuenow', '50');
  },
};

/** In Swedish the handle is named in Swedish. */
export const InSwedish: Story = {
  globals: { locale: 'sv' },
  args: {
    panes: [
      { id: 'list', label: 'Projekt', minSize: 20, content: <p className={pane}>PO-1042</p> },
      { id: 'detail', label: 'Detaljer', minSize: 30, content: <p className={pane}>Två pallar</p> },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator', { name: 'Ändra storlek på Projekt' })).toHaveAttribute('aria-valuenow', '40');
  },
};

/**
 * In Arabic the panes run from the right: the projects (the first pane, at the start) are at the right, the
 * details at the left. The handle is named in Arabic; with it focused, ArrowLeft moves it towards the end and
 * grows the projects, ArrowRight shrinks them (the WAI-ARIA window splitter, with the direction).
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    panes: [
      { id: 'list', label: 'المشاريع', minSize: 20, content: <p className={pane}>PO-1042 مياه غازية بالحمضيات</p> },
      { id: 'detail', label: 'التفاصيل', minSize: 30, content: <p className={pane}>تغادر منصتان غوتنبرغ يوم الاثنين.</p> },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const handle = canvas.getByRole('separator', { name: 'تغيير حجم المشاريع' });
    await expectRightToLeft(handle);
    const list = canvas.getByRole('group', { name: 'المشاريع' });
    const detail = canvas.getByRole('group', { name: 'التفاصيل' });
    await expectRightOf(list, handle);
    await expectRightOf(handle, detail);
    await expect(handle).toHaveAttribute('aria-valuenow', '40');
    handle.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '41'));
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '51'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '50'));
    // The projects have grown leftwards from the right edge: half the splitter, the handle between.
    const root = canvasElement.querySelector('[data-scope="splitter"][data-part="root"]') as HTMLElement;
    const box = root.getBoundingClientRect();
    await expect(Math.abs(list.getBoundingClientRect().right - box.right)).toBeLessThan(2);
    await expect(Math.abs(detail.getBoundingClientRect().left - box.left)).toBeLessThan(2);
    await expect(
      paneWidth(canvasElement, 'المشاريع') / (paneWidth(canvasElement, 'المشاريع') + paneWidth(canvasElement, 'التفاصيل')),
    ).toBeCloseTo(0.5, 1);
    handle.blur();
  },
};
