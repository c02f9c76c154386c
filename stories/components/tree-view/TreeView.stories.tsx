import type { Meta, StoryObj } from '@storybook/react-vite';
import { Boxes, Package, Undo2, Warehouse } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, Group, Stack, TreeView, type TreeViewNode } from '../../../src';
import { expectMirrored, expectRightOf, expectRightToLeft } from '../../support/direction';
import { typeAheadForgets } from '../../support/menu';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';
import { pointAndClick } from '../../support/pointer';

const bin = (value: string, label: string, extra: Partial<TreeViewNode> = {}): TreeViewNode => ({
  value,
  label,
  icon: <Package />,
  ...extra,
});

/** A warehouse: two zones of aisles of bins, and the returns dock. */
const WAREHOUSE: TreeViewNode[] = [
  {
    value: 'zone-a',
    label: 'Zone A',
    icon: <Warehouse />,
    count: 3,
    countLabel: '3 aisles',
    children: [
      {
        value: 'aisle-a1',
        label: 'Aisle A1',
        icon: <Boxes />,
        count: 2,
        countLabel: '2 bins',
        children: [bin('bin-a1-01', 'Bin A1-01'), bin('bin-a1-02', 'Bin A1-02')],
      },
      { value: 'aisle-a2', label: 'Aisle A2', icon: <Boxes />, children: [bin('bin-a2-01', 'Bin A2-01')] },
      {
        value: 'aisle-a3',
        label: 'Aisle A3',
        icon: <Boxes />,
        children: [bin('bin-a3-01', 'Bin A3-01'), bin('bin-a3-02', 'Bin A3-02 (blocked)', { disabled: true })],
      },
    ],
  },
  {
    value: 'zone-b',
    label: 'Zone B',
    icon: <Warehouse />,
    count: 2,
    countLabel: '2 aisles',
    children: [
      { value: 'aisle-b1', label: 'Aisle B1', icon: <Boxes />, children: [bin('bin-b1-01', 'Bin B1-01')] },
      {
        value: 'aisle-b2',
        label: 'Aisle B2',
        icon: <Boxes />,
        children: [bin('bin-b2-01', 'Bin B2-01'), bin('bin-b2-02', 'Bin B2-02'), bin('bin-b2-03', 'Bin B2-03')],
      },
    ],
  },
  { value: 'returns', label: 'Returns dock', icon: <Undo2 /> },
];

// Each node is named by its label and its count's words.
const ZONE_A = 'Zone A 3 aisles';
const ZONE_B = 'Zone B 2 aisles';
const AISLE_A1 = 'Aisle A1 2 bins';

const meta = {
  title: 'Components/Data display/TreeView',
  component: TreeView,
  args: { label: 'Warehouse', nodes: WAREHOUSE, onSelectedChange: fn(), onExpandedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A tree of nodes that open and close, e.g. a warehouse's zones, aisles and bins, on Ark's tree view, as the WAI-ARIA tree view pattern: a `tree` named by the label (or an `aria-label`), each node a `treeitem` with `aria-level`, its place among its siblings ('2 of 3'), `aria-selected`, and on a branch `aria-expanded`, its children a `group`. The tree is one tab stop: the node focused last, before that the selected one, else the first. ArrowDown and ArrowUp move; ArrowRight opens a closed branch or goes to its first child, ArrowLeft closes an open branch or goes to the parent (swapped in right to left, where the chevron points the other way); Home and End go to the first and last node in sight; Enter and Space select (and open or close a branch, as a click does); `*` opens every branch beside the focused one; typing a label's first letters goes to it. `selectionMode=\"multiple\"`: Space adds the node to the selection or takes it out, Shift with an arrow extends it, Ctrl (⌘) with a click adds one, Ctrl+A (⌘A) selects all. Each node (`nodes`, or a `collection` from `createTreeCollection`) has a `label`, an optional `icon`, a `count` with its `countLabel` for screen readers (it describes the node), `disabled` and `children`; a selected node shows a check. `selectedValue`/`defaultSelectedValue`/`onSelectedChange` and `expandedValue`/`defaultExpandedValue`/`onExpandedChange` hold the state. With `canRename`, F2 renames a node in a box named in the page's language; Enter keeps the name (`onRenameComplete`), Escape puts it back, inside a dialog too. Compose `TreeView.Root`, `Tree`, `NodeProvider`, `Branch`, `BranchControl`, `Item`… for another layout.",
      },
    },
  },
} satisfies Meta<typeof TreeView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The node named `name`, in sight (a node inside a closed branch is not). */
const node = (canvas: Canvas, name: string) => canvas.getByRole('treeitem', { name });
/** The names of the nodes in sight, top to bottom. */
const namesInSight = (tree: HTMLElement) =>
  within(tree)
    .getAllByRole('treeitem')
    .map((item) => item.querySelector('[data-part$=-text]')?.textContent);
/** Presses `keys` and waits until focus is on the node named `name`. */
async function pressTo(canvas: Canvas, keys: string, name: string) {
  await userEvent.keyboard(keys);
  await expectFocusOn(node(canvas, name));
}

/**
 * Every key of the APG tree view, one tab stop, single selection by Enter, Space and a click, and what a screen
 * reader is told: the tree's name, each node's name, level, place, state and count.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const tree = canvas.getByRole('tree', { name: 'Warehouse' });
    await expect(tree).not.toHaveAttribute('aria-multiselectable');
    // Closed, the top level only is in sight.
    await expect(namesInSight(tree)).toEqual(['Zone A', 'Zone B', 'Returns dock']);
    const zoneA = node(canvas, ZONE_A);
    await expect(zoneA).toHaveAttribute('aria-level', '1');
    await expect(zoneA).toHaveAttribute('aria-posinset', '1');
    await expect(zoneA).toHaveAttribute('aria-setsize', '3');
    await expect(zoneA).toHaveAttribute('aria-expanded', 'false');
    await expect(zoneA).toHaveAttribute('aria-selected', 'false');
    // The count shows as a number and is read as what it counts.
    await expect(zoneA).toHaveTextContent('Zone A3');
    await expect(node(canvas, 'Returns dock')).not.toHaveAttribute('aria-expanded');

    // One tab stop, at the first node.
    await userEvent.tab();
    await expectFocusOn(zoneA);
    await pressTo(canvas, '{ArrowDown}', ZONE_B);
    await pressTo(canvas, '{ArrowUp}', ZONE_A);
    // ArrowRight opens a closed branch and stays; again, it goes to the first child.
    await userEvent.keyboard('{ArrowRight}');
    await expect(zoneA).toHaveAttribute('aria-expanded', 'true');
    await expectFocusOn(zoneA);
    const aisles = canvas.getByRole('group');
    await expect(
      within(aisles)
        .getAllByRole('treeitem')
        .map((item) => item.getAttribute('aria-level')),
    ).toEqual(['2', '2', '2']);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(expect.objectContaining({ expandedValue: ['zone-a'] }));
    await pressTo(canvas, '{ArrowRight}', AISLE_A1);
    await expect(node(canvas, AISLE_A1)).toHaveAttribute('aria-posinset', '1');
    await userEvent.keyboard('{ArrowRight}');
    await pressTo(canvas, '{ArrowRight}', 'Bin A1-01');
    await expect(node(canvas, 'Bin A1-01')).toHaveAttribute('aria-level', '3');
    // ArrowLeft on an item goes to its parent; on an open branch it closes it; on a closed one, up again.
    await pressTo(canvas, '{ArrowLeft}', AISLE_A1);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(node(canvas, AISLE_A1)).toHaveAttribute('aria-expanded', 'false');
    // The bins leave a frame after the branch says it is closed (Ark hides its content then).
    await waitFor(() => expect(canvas.queryByRole('treeitem', { name: 'Bin A1-01' })).toBeNull());
    await pressTo(canvas, '{ArrowLeft}', ZONE_A);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(zoneA).toHaveAttribute('aria-expanded', 'false');
    // Home and End: the first and the last node in sight.
    await pressTo(canvas, '{End}', 'Returns dock');
    await pressTo(canvas, '{Home}', ZONE_A);
    // Type-ahead: a letter goes to the next label it starts; letters typed together, to the label they start.
    await pressTo(canvas, 'r', 'Returns dock');
    await typeAheadForgets();
    await pressTo(canvas, 'zone b', ZONE_B);
    await typeAheadForgets();
    // `*` opens every branch beside the focused one.
    await userEvent.keyboard('*');
    await expect(zoneA).toHaveAttribute('aria-expanded', 'true');
    await expect(node(canvas, ZONE_B)).toHaveAttribute('aria-expanded', 'true');
    await expectFocusOn(node(canvas, ZONE_B));

    // Enter selects, and opens or closes a branch; Space selects; one node at a time.
    await userEvent.keyboard('{Enter}');
    await expect(node(canvas, ZONE_B)).toHaveAttribute('aria-selected', 'true');
    await expect(node(canvas, ZONE_B)).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(expect.objectContaining({ selectedValue: ['zone-b'] }));
    await pressTo(canvas, '{ArrowDown}', 'Returns dock');
    await userEvent.keyboard(' ');
    await expect(node(canvas, 'Returns dock')).toHaveAttribute('aria-selected', 'true');
    await expect(node(canvas, ZONE_B)).toHaveAttribute('aria-selected', 'false');
    // The check shows on the selected row, not on the others.
    await expect(node(canvas, 'Returns dock').querySelector('[data-part=item-indicator]')).toBeVisible();
    await expect(node(canvas, ZONE_B).querySelector('[data-part=item-indicator]')).not.toBeVisible();
    // A click selects, and opens a branch.
    await pointAndClick(node(canvas, 'Aisle A2'));
    await expect(node(canvas, 'Aisle A2')).toHaveAttribute('aria-selected', 'true');
    await expect(node(canvas, 'Aisle A2')).toHaveAttribute('aria-expanded', 'true');
    await expect(within(tree).getAllByRole('treeitem', { selected: true })).toEqual([node(canvas, 'Aisle A2')]);
    // A disabled node can be reached but not selected.
    await pointAndClick(node(canvas, 'Aisle A3'));
    await pointAndClick(node(canvas, 'Bin A3-02 (blocked)'));
    await expect(node(canvas, 'Bin A3-02 (blocked)')).toHaveAttribute('aria-disabled', 'true');
    await expect(node(canvas, 'Aisle A3')).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * `selectionMode="multiple"`: Space adds a node and takes it out again, Shift+ArrowDown extends the selection,
 * Ctrl with a click adds one, Ctrl+A selects every node; Enter selects the focused node alone.
 */
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultExpandedValue: ['zone-a', 'aisle-a1'] },
  play: async ({ args, canvas }) => {
    const tree = canvas.getByRole('tree', { name: 'Warehouse' });
    await expect(tree).toHaveAttribute('aria-multiselectable', 'true');
    const selected = () => within(tree).queryAllByRole('treeitem', { selected: true });
    await userEvent.tab();
    await expectFocusOn(node(canvas, ZONE_A));
    await pressTo(canvas, '{ArrowDown}{ArrowDown}', 'Bin A1-01');
    await userEvent.keyboard(' ');
    await pressTo(canvas, '{ArrowDown}', 'Bin A1-02');
    await userEvent.keyboard(' ');
    await expect(selected()).toEqual([node(canvas, 'Bin A1-01'), node(canvas, 'Bin A1-02')]);
    await userEvent.keyboard(' ');
    await expect(selected()).toEqual([node(canvas, 'Bin A1-01')]);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(expect.objectContaining({ selectedValue: ['bin-a1-01'] }));
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expectFocusOn(node(canvas, 'Aisle A2'));
    await expect(selected()).toEqual([node(canvas, 'Bin A1-01'), node(canvas, 'Aisle A2')]);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(node(canvas, ZONE_B));
    await user.keyboard('{/Control}');
    await expect(selected()).toEqual([node(canvas, 'Bin A1-01'), node(canvas, 'Aisle A2'), node(canvas, ZONE_B)]);
    // Each selected row shows its check.
    for (const item of selected()) await expect(item.querySelector('[data-part=item-indicator]')).toBeVisible();
    // Ctrl+A: every node, in sight or not.
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(selected()).toEqual(within(tree).getAllByRole('treeitem'));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ selectedValue: expect.arrayContaining(['bin-b2-03', 'returns']) }),
    );
    await userEvent.keyboard('{Enter}');
    await expect(selected()).toEqual([node(canvas, ZONE_B)]);
  },
};

/**
 * Controlled: `expandedValue` and `selectedValue` held by the page, which opens the way to a bin and selects it
 * from a button. Tab then enters the tree at the selected bin; after 'Collapse all' hides the node focused last,
 * Tab enters at the closed branch that holds it.
 */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [expanded, setExpanded] = useState(['zone-a']);
    const [selected, setSelected] = useState<string[]>([]);
    return (
      <Stack gap="4" align="start">
        <Group>
          <Button
            variant="outline"
            onClick={() => {
              setExpanded(['zone-b', 'aisle-b2']);
              setSelected(['bin-b2-03']);
            }}
          >
            Find bin B2-03
          </Button>
          <Button variant="outline" onClick={() => setExpanded([])}>
            Collapse all
          </Button>
        </Group>
        <TreeView
          {...args}
          expandedValue={expanded}
          onExpandedChange={(details) => setExpanded(details.expandedValue)}
          selectedValue={selected}
          onSelectedChange={(details) => setSelected(details.selectedValue)}
        />
        <output>
          Open: {expanded.join(', ') || 'none'}. Selected: {selected.join(', ') || 'none'}.
        </output>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const output = canvas.getByRole('status');
    await expect(node(canvas, ZONE_A)).toHaveAttribute('aria-expanded', 'true');
    await expect(node(canvas, AISLE_A1)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Find bin B2-03' }));
    await expect(node(canvas, ZONE_A)).toHaveAttribute('aria-expanded', 'false');
    await expect(node(canvas, 'Aisle B2')).toHaveAttribute('aria-expanded', 'true');
    await expect(node(canvas, 'Bin B2-03')).toHaveAttribute('aria-selected', 'true');
    // Focus enters at the selected node.
    await userEvent.tab();
    await userEvent.tab();
    await expectFocusOn(node(canvas, 'Bin B2-03'));
    await pressTo(canvas, '{ArrowLeft}', 'Aisle B2');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(output).toHaveTextContent('Open: zone-b. Selected: bin-b2-03.');
    await userEvent.keyboard('{ArrowRight}');
    await pressTo(canvas, '{ArrowRight}', 'Bin B2-01');
    await userEvent.keyboard('{Enter}');
    await expect(output).toHaveTextContent('Open: zone-b, aisle-b2. Selected: bin-b2-01.');
    // The focused bin is hidden from outside: Tab comes back in at Zone B, which holds it.
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    await expect(output).toHaveTextContent('Open: none.');
    await waitFor(() => expect(canvas.queryByRole('treeitem', { name: 'Bin B2-01' })).toBeNull());
    await userEvent.tab();
    await expectFocusOn(node(canvas, ZONE_B));
    await userEvent.keyboard('{ArrowRight}');
    await expect(output).toHaveTextContent('Open: zone-b.');
  },
};

/** Where the chevron's tip is, from the centre of its box: its shape's point (15, 12) of 24, as drawn. */
function chevronTip(svg: SVGSVGElement) {
  const box = svg.getBoundingClientRect();
  const tip = new DOMPoint(15, 12).matrixTransform(svg.getScreenCTM() ?? undefined);
  return { x: tip.x - (box.left + box.width / 2), y: tip.y - (box.top + box.height / 2) };
}

const ARABIC: TreeViewNode[] = [
  {
    value: 'zone-a',
    label: 'المنطقة أ',
    icon: <Warehouse />,
    count: 2,
    countLabel: 'ممران',
    children: [
      { value: 'aisle-a1', label: 'الممر أ١', icon: <Boxes />, children: [bin('bin-a1-01', 'الرف أ١-٠١')] },
      { value: 'aisle-a2', label: 'الممر أ٢', icon: <Boxes />, children: [bin('bin-a2-01', 'الرف أ٢-٠١')] },
    ],
  },
  { value: 'returns', label: 'رصيف المرتجعات', icon: <Undo2 /> },
];

/**
 * In Arabic the rows start at the right and children are indented from it; ArrowLeft opens a branch and enters
 * it, ArrowRight goes back up and closes it, and the chevron points left while closed, down while open.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'المستودع', nodes: ARABIC, defaultExpandedValue: ['aisle-a1'] },
  play: async ({ canvas }) => {
    const tree = canvas.getByRole('tree', { name: 'المستودع' });
    await expectRightToLeft(tree);
    const zone = node(canvas, 'المنطقة أ ممران');
    const chevron = zone.querySelector('[data-part=branch-indicator] svg') as SVGSVGElement;
    await expectMirrored(chevron);
    await expectRightOf(chevron, zone.querySelector('[data-part=branch-text]') as Element);
    await expect(chevronTip(chevron).x).toBeLessThan(0);
    await userEvent.tab();
    await expectFocusOn(zone);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(zone).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(chevronTip(chevron).y).toBeGreaterThan(0));
    await expect(Math.abs(chevronTip(chevron).x)).toBeLessThan(1);
    await pressTo(canvas, '{ArrowLeft}', 'الممر أ١');
    // A child's row starts further from the right than its parent's.
    const text = (name: string) => node(canvas, name).querySelector('[data-part$=-text]')?.getBoundingClientRect().right ?? 0;
    await expect(text('الممر أ١')).toBeLessThan(text('المنطقة أ ممران'));
    await expect(text('الرف أ١-٠١')).toBeLessThan(text('الممر أ١'));
    // ArrowRight closes the open aisle, then goes up to the zone, then closes it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(node(canvas, 'الممر أ١')).toHaveAttribute('aria-expanded', 'false');
    await pressTo(canvas, '{ArrowRight}', 'المنطقة أ ممران');
    await userEvent.keyboard('{ArrowRight}');
    await expect(zone).toHaveAttribute('aria-expanded', 'false');
  },
};

const SWEDISH: TreeViewNode[] = [
  {
    value: 'zone-a',
    label: 'Zon A',
    icon: <Warehouse />,
    count: 1200,
    countLabel: '1 200 fack',
    children: [
      { value: 'aisle-a1', label: 'Gång A1', icon: <Boxes />, children: [bin('bin-a1-01', 'Fack A1-01')] },
      { value: 'aisle-a2', label: 'Gång A2', icon: <Boxes />, children: [bin('bin-a2-01', 'Fack A2-01')] },
    ],
  },
];

/** In Swedish the rename box (F2, with `canRename`) is named in Swedish, and a count has Swedish digit groups. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Lager', defaultExpandedValue: ['zone-a'], canRename: () => true, onRenameComplete: fn() },
  render: function Renaming(args) {
    const [nodes, setNodes] = useState(SWEDISH);
    const rename = (list: TreeViewNode[], value: string, label: string): TreeViewNode[] =>
      list.map((item) =>
        item.value === value ? { ...item, label } : { ...item, children: item.children && rename(item.children, value, label) },
      );
    return (
      <TreeView
        {...args}
        nodes={nodes}
        onRenameComplete={(details) => {
          args.onRenameComplete?.(details);
          setNodes((list) => rename(list, details.value, details.label));
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const zone = node(canvas, 'Zon A 1 200 fack');
    await expect(zone).toHaveTextContent('1 200');
    await userEvent.tab();
    await pressTo(canvas, '{ArrowDown}', 'Gång A1');
    await userEvent.keyboard('{F2}');
    const box = await canvas.findByRole('textbox', { name: 'Byt namn på Gång A1' });
    await expectFocusOn(box);
    await waitFor(() => expect(box).toHaveValue('Gång A1'));
    await userEvent.clear(box);
    await userEvent.type(box, 'Gång 1 (kyl){Enter}');
    await expect(args.onRenameComplete).toHaveBeenLastCalledWith(
      expect.objectContaining({ value: 'aisle-a1', label: 'Gång 1 (kyl)' }),
    );
    await expectFocusOn(node(canvas, 'Gång 1 (kyl)'));
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * Inside a Dialog: the keys work there; Escape while renaming puts the name back and leaves the dialog open,
 * and the next Escape closes the dialog, focus back on its opener.
 */
export const InADialog: Story = {
  args: { label: 'Bins', canRename: () => true },
  render: (args) => (
    <Dialog title="Move pallet PAL-2207" trigger={<Button variant="outline">Choose a bin</Button>}>
      <TreeView {...args} />
    </Dialog>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Choose a bin' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Move pallet PAL-2207' });
    await focusInside(dialog);
    const inDialog = within(dialog);
    const zoneA = node(inDialog, ZONE_A);
    await expect(within(dialog).getByRole('tree', { name: 'Bins' })).toBeVisible();
    if (document.activeElement !== zoneA) await userEvent.tab();
    await expectFocusOn(zoneA);
    await userEvent.keyboard('{ArrowRight}');
    await expect(zoneA).toHaveAttribute('aria-expanded', 'true');
    await pressTo(inDialog, '{ArrowDown}', AISLE_A1);
    await userEvent.keyboard('{Enter}');
    await expect(node(inDialog, AISLE_A1)).toHaveAttribute('aria-selected', 'true');
    await expect(node(inDialog, AISLE_A1)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{F2}');
    const box = await inDialog.findByRole('textbox', { name: 'Rename Aisle A1' });
    await expectFocusOn(box);
    await userEvent.type(box, ' north');
    await userEvent.keyboard('{Escape}');
    await expectFocusOn(node(inDialog, AISLE_A1));
    await expect(inDialog.queryByRole('textbox')).toBeNull();
    await expect(page.getByRole('dialog', { name: 'Move pallet PAL-2207' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(opener);
  },
};
