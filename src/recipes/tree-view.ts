import { treeViewAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { labelBase } from './input';

// A tree of nested items, e.g. a warehouse's zones, aisles and bins (Ark's tree view). Each row is a branch's
// control or an item, indented by its depth: Ark sets `--depth` (1 at the top) on every item and branch, and a
// branch's control and content inherit it. A row starts with the branch's chevron, or with the chevron's room
// on an item, so that labels of one level line up.
const row = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '9',
  paddingBlock: '1.5',
  paddingInlineEnd: '2',
  paddingInlineStart: 'calc(token(spacing.2) + (var(--depth, 1) - 1) * var(--tree-indent))',
  borderRadius: 'sm',
  fontSize: 'sm',
  color: 'fg.default',
  cursor: 'pointer',
  userSelect: 'none',
  _hover: { bg: 'bg.muted' },
  // Not the colour alone: a selected row's text is also heavier.
  _selected: { bg: 'accent.subtle', color: 'accent.fg', fontWeight: 'medium', _hover: { bg: 'accent.muted' } },
  _disabled: { color: 'fg.disabled', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
  // The rename box takes the label's place while the node is renamed.
  '&[data-renaming] > :is([data-part=branch-text], [data-part=item-text])': { display: 'none' },
} as const;

/** An icon beside a node's text, as tall as the text. */
const iconBox = { display: 'inline-flex', flexShrink: 0, '& svg': { width: 'icon', height: 'icon' } } as const;

export const treeView = defineSlotRecipe({
  className: 'tree-view',
  jsx: ['TreeView', /^TreeView[A-Z]/],
  // `nodeIcon` is ours: the icon before a node's label.
  slots: [...treeViewAnatomy.keys(), 'nodeIcon'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      // A level's indent: a chevron and the gap after it, so a child's chevron sits under its parent's icon.
      '--tree-indent': 'calc(token(sizes.4) + token(spacing.2))',
    },
    label: labelBase,
    tree: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    branch: {},
    branchControl: row,
    item: {
      ...row,
      paddingInlineStart: 'calc(token(spacing.2) + (var(--depth, 1) - 1) * var(--tree-indent) + var(--tree-indent))',
    },
    branchTrigger: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 },
    branchIndicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '4',
      height: '4',
      color: 'fg.muted',
      // The chevron itself turns, not this box: an icon's own `transform` comes before the mirroring `scale`
      // of right to left, so the open chevron points down in both directions.
      '& svg': { width: 'full', height: 'full', transitionProperty: 'transform', transitionDuration: 'fast' },
      '&[data-state=open] svg': { transform: 'rotate(90deg)' },
    },
    branchText: { flex: '1', minWidth: '0', overflowWrap: 'anywhere' },
    itemText: { flex: '1', minWidth: '0', overflowWrap: 'anywhere' },
    // Ark hides a closed branch's content with `hidden`, which a `display` of ours would outweigh.
    branchContent: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      '&[hidden]': { display: 'none' },
    },
    // A line down from the parent's chevron beside its children.
    branchIndentGuide: {
      position: 'absolute',
      insetBlock: '0',
      insetInlineStart: 'calc(token(spacing.2) + (var(--depth, 1) - 1) * var(--tree-indent) + token(sizes.4) / 2)',
      width: '0',
      borderInlineStartWidth: 'thin',
      borderColor: 'border.default',
      pointerEvents: 'none',
    },
    itemIndicator: { ...iconBox, color: 'accent.fg', '&[hidden]': { display: 'none' } },
    nodeIcon: { ...iconBox, color: 'fg.muted', '[data-selected] > &': { color: 'accent.fg' } },
    nodeCheckbox: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '4',
      height: '4',
      borderWidth: 'thin',
      borderColor: 'border.strong',
      borderRadius: 'sm',
      bg: 'bg.surface',
      color: 'accent.contrast',
      '&:is([data-state=checked], [data-state=indeterminate])': { bg: 'accent.solid', borderColor: 'accent.solid' },
      '& svg': { width: '3', height: '3' },
    },
    nodeRenameInput: {
      flex: '1',
      minWidth: '0',
      height: '7',
      paddingInline: '2',
      borderWidth: 'thin',
      borderColor: 'border.strong',
      borderRadius: 'sm',
      bg: 'bg.surface',
      color: 'fg.default',
      fontSize: 'sm',
      fontWeight: 'normal',
      '&[hidden]': { display: 'none' },
    },
  },
});
