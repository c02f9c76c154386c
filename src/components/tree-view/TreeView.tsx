import {
  TreeView as ArkTreeView,
  createTreeCollection,
  type TreeCollection,
  type TreeNode,
  type TreeViewExpandedChangeDetails,
  type TreeViewRenameCompleteDetails,
  type TreeViewSelectionChangeDetails,
  type UseTreeViewContext,
  useTreeView,
  useTreeViewContext,
  useTreeViewNodeContext,
} from '@ark-ui/react/tree-view';
import { Check, ChevronRight } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  type RefAttributes,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { treeView } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enTreeView } from '../../i18n/messages/en-tree-view';
import { useMergedRefs } from '../../lib/merge-refs';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';
import { Badge } from '../badge/Badge';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enTreeView);

const { withProvider, withContext } = createParts(treeView);

export interface TreeViewRootProps<T extends TreeNode = TreeNode> extends ArkTreeView.RootProps<T> {}
export interface TreeViewRootProviderProps<T extends TreeNode = TreeNode> extends ArkTreeView.RootProviderProps<T> {}
export interface TreeViewLabelProps extends Omit<ComponentProps<'div'>, 'ref'> {}
export interface TreeViewTreeProps extends ArkTreeView.TreeProps {}
export interface TreeViewBranchProps extends ArkTreeView.BranchProps {}
export interface TreeViewBranchControlProps extends ArkTreeView.BranchControlProps {}
export interface TreeViewBranchTriggerProps extends ArkTreeView.BranchTriggerProps {}
export interface TreeViewBranchIndicatorProps extends ArkTreeView.BranchIndicatorProps {}
export interface TreeViewBranchTextProps extends ArkTreeView.BranchTextProps {}
export interface TreeViewBranchContentProps extends ArkTreeView.BranchContentProps {}
export interface TreeViewBranchIndentGuideProps extends ArkTreeView.BranchIndentGuideProps {}
export interface TreeViewItemProps extends ArkTreeView.ItemProps {}
export interface TreeViewItemTextProps extends ArkTreeView.ItemTextProps {}
export interface TreeViewItemIndicatorProps extends ArkTreeView.ItemIndicatorProps {}
export interface TreeViewNodeProviderProps<T = TreeNode> extends ArkTreeView.NodeProviderProps<T> {}
export interface TreeViewNodeCheckboxProps extends ArkTreeView.NodeCheckboxProps {}
export interface TreeViewNodeCheckboxIndicatorProps extends ArkTreeView.NodeCheckboxIndicatorProps {}
export interface TreeViewNodeRenameInputProps extends ArkTreeView.NodeRenameInputProps {}

// zag's type-ahead forgets the keys typed so far 350 ms after the last one.
const TYPEAHEAD_TIMEOUT = 350;

/**
 * The node Tab stops at, for the parts below the tree: zag's focused node while it can be seen; before focus
 * first enters, the first selected node in sight (the APG's entry point); once the focused node is hidden (its
 * branch closed from outside, say by a 'Collapse all' button) or gone, the closed branch that holds it, else
 * the first node. zag's own would leave the tree with no tab stop at all in those last cases.
 */
const TabStopContext = createContext<string | undefined>(undefined);

function tabStopOf(api: UseTreeViewContext<TreeNode>, entered: boolean, lastFocused: string | null) {
  const { collection } = api;
  const expanded = new Set(api.expandedValue);
  const selected = new Set(api.selectedValue);
  let first: string | undefined;
  let firstSelected: string | undefined;
  let focused: string | undefined;
  const visit = (parent: TreeNode, path: number[]) => {
    collection.getNodeChildren(parent).forEach((node, index) => {
      const indexPath = [...path, index];
      const value = collection.getNodeValue(node);
      first ??= value;
      if (firstSelected === undefined && selected.has(value)) firstSelected = value;
      if (focused === undefined && api.getNodeState({ node, indexPath }).focused) focused = value;
      if (expanded.has(value)) visit(node, indexPath);
    });
  };
  visit(collection.rootNode, []);
  if (!entered && firstSelected !== undefined) return firstSelected;
  if (focused !== undefined) return focused;
  const indexPath = lastFocused === null ? undefined : collection.getIndexPath(lastFocused);
  const closedAncestor = indexPath && collection.getValuePath(indexPath).find((value) => !expanded.has(value));
  return closedAncestor || firstSelected || first;
}

/** `tabIndex` for the node `value`: 0 at the tree's tab stop, -1 elsewhere; zag's own outside a TreeViewTree. */
function useTabIndex(value: string) {
  const tabStop = useContext(TabStopContext);
  return tabStop === undefined ? undefined : value === tabStop ? 0 : -1;
}

/** Where a node sits among its siblings, which a screen reader says ('2 of 3'). */
function usePositionInSet() {
  const api = useTreeViewContext();
  const node = useTreeViewNodeContext();
  return {
    'aria-posinset': (node.indexPath.at(-1) ?? 0) + 1,
    'aria-setsize': api.collection.getSiblingNodes(node.indexPath).length,
  };
}

// Ark's label is an `h3`, which would put a heading into the page's outline: a `div` here.
function PlainLabel({ ref, children, ...props }: TreeViewLabelProps & RefAttributes<HTMLDivElement>) {
  return (
    <ArkTreeView.Label asChild>
      <div {...props} ref={ref}>
        {children}
      </div>
    </ArkTreeView.Label>
  );
}

// A `null` removes what zag sets (`mergeProps` keeps zag's value for an `undefined`), typed as the part's props.
const removed = <P,>(props: Record<string, string | null>) => props as unknown as P;

function NamedTree({ onKeyDown, onFocusCapture, ...props }: TreeViewTreeProps & RefAttributes<HTMLDivElement>) {
  const api = useTreeViewContext();
  const typedAt = useRef(Number.NEGATIVE_INFINITY);
  const entered = useRef(false);
  const lastFocused = useRef<string | null>(null);
  const multiple = api.getTreeProps()['aria-multiselectable'] === true;
  // zag names the tree by the label and, in English, 'Tree View': the label alone names it, or an `aria-label`.
  const naming = props['aria-label']
    ? removed<TreeViewTreeProps>({ 'aria-labelledby': props['aria-labelledby'] ?? null })
    : removed<TreeViewTreeProps>({ 'aria-label': null });
  const onKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !multiple || event.target instanceof HTMLInputElement) return;
    const node = (event.target as HTMLElement).closest<HTMLElement>('[data-part=branch-control], [data-part=item]');
    const value = node?.dataset.value;
    if (value === undefined || node?.dataset.disabled !== undefined) return;
    const now = performance.now();
    const typingAhead = now - typedAt.current < TYPEAHEAD_TIMEOUT;
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && (event.key !== ' ' || typingAhead)) typedAt.current = now;
    if (event.key === ' ' && !typingAhead) {
      // The APG's multiple selection: Space adds the focused node to the selection or takes it out (zag's
      // Space selects it alone, as a click does).
      event.preventDefault();
      api.setSelectedValue(
        api.selectedValue.includes(value) ? api.selectedValue.filter((v) => v !== value) : [...api.selectedValue, value],
      );
    } else if (event.key.toLowerCase() === 'a' && event.ctrlKey && !event.metaKey && !event.altKey) {
      // Ctrl+A selects every node, as zag's ⌘A does on a Mac.
      event.preventDefault();
      api.select();
    }
  };
  return (
    <TabStopContext value={tabStopOf(api, entered.current, lastFocused.current)}>
      <ArkTreeView.Tree
        {...props}
        {...naming}
        onKeyDown={onKeys}
        onFocusCapture={(event) => {
          onFocusCapture?.(event);
          const node = (event.target as HTMLElement).closest<HTMLElement>('[data-part=branch-control], [data-part=item]');
          entered.current = true;
          if (node?.dataset.value !== undefined) lastFocused.current = node.dataset.value;
        }}
      />
    </TabStopContext>
  );
}

// zag makes the branch's wrapper the `treeitem` and puts focus on its control, a `button` inside it: a screen
// reader would hear a button, not the tree item, its level or its state. The wrapper is nothing here…
const notAnItem = removed<TreeViewBranchProps>({
  role: null,
  'aria-level': null,
  'aria-selected': null,
  'aria-expanded': null,
  'aria-disabled': null,
  'aria-busy': null,
});
function BranchWrapper(props: TreeViewBranchProps & RefAttributes<HTMLDivElement>) {
  return <ArkTreeView.Branch {...notAnItem} {...props} />;
}

// …and the control, which takes focus, is the `treeitem`, its content the `group` after it.
function BranchItem(props: TreeViewBranchControlProps & RefAttributes<HTMLDivElement>) {
  const node = useTreeViewNodeContext();
  return (
    <ArkTreeView.BranchControl
      role="treeitem"
      aria-level={node.depth}
      aria-expanded={node.expanded}
      aria-selected={node.disabled ? undefined : node.selected}
      aria-disabled={node.disabled || undefined}
      aria-busy={node.loading || undefined}
      {...usePositionInSet()}
      tabIndex={useTabIndex(node.value)}
      {...props}
    />
  );
}

// zag also marks a selected item `aria-current`, which a screen reader says on top of 'selected'.
const notCurrent = removed<TreeViewItemProps>({ 'aria-current': null });
function LeafItem(props: TreeViewItemProps & RefAttributes<HTMLDivElement>) {
  const node = useTreeViewNodeContext();
  return <ArkTreeView.Item {...notCurrent} {...usePositionInSet()} tabIndex={useTabIndex(node.value)} {...props} />;
}

// A `button` that cannot be focused and has no name: a pointer's shortcut only, the arrow keys do the same.
const notAButton = removed<TreeViewBranchTriggerProps>({ role: null });
function PointerTrigger(props: TreeViewBranchTriggerProps & RefAttributes<HTMLDivElement>) {
  return <ArkTreeView.BranchTrigger {...notAButton} {...props} />;
}

function TranslatedRenameInput({ ref, onClick, ...props }: TreeViewNodeRenameInputProps & RefAttributes<HTMLInputElement>) {
  const { t } = useLanguage();
  const api = useTreeViewContext();
  const node = useTreeViewNodeContext();
  const own = useRef<HTMLInputElement>(null);
  // Escape cancels the renaming and nothing else. A dialog around the tree listens for Escape on the document,
  // before the box hears it, and would close; the window hears the key first.
  useEffect(() => {
    if (!node.renaming) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || event.target !== own.current) return;
      event.stopPropagation();
      event.preventDefault();
      api.cancelRenaming();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [node.renaming, api]);
  return (
    <ArkTreeView.NodeRenameInput
      aria-label={t('core.treeView.rename', { label: api.collection.stringify(node.value) ?? '' })}
      {...props}
      // A click into the box is not one on its row, which would select the node and open or close a branch.
      onClick={(event) => {
        onClick?.(event);
        event.stopPropagation();
      }}
      ref={useMergedRefs(own, ref)}
    />
  );
}

/**
 * The tree's state and wrapper. Takes a `collection` from `createTreeCollection` (each node's `value`, `label`
 * and `children` by default) and passes on Ark's props: `selectionMode` (`single`, the default, or `multiple`),
 * `selectedValue`/`defaultSelectedValue`/`onSelectionChange`, `expandedValue`/`defaultExpandedValue`/
 * `onExpandedChange`, `expandOnClick` (default true), `typeahead`, `canRename`/`onRenameComplete`, `lazyMount`.
 * The direction is the provider's: in right to left ArrowLeft opens a branch and ArrowRight goes back up.
 */
export const TreeViewRoot = /* @__PURE__ */ withProvider(ArkTreeView.Root, 'root');
/** The root for state you create yourself with `useTreeView()` (Ark's), e.g. to expand every branch from outside. */
export const TreeViewRootProvider = /* @__PURE__ */ withProvider(ArkTreeView.RootProvider, 'root');
/** The tree's visible name: the `tree` is labelled by it. A `div`, not Ark's `h3`. */
export const TreeViewLabel = /* @__PURE__ */ withContext(PlainLabel, 'label');
/**
 * The `tree`, named by the label (or by an `aria-label` given to it instead). One tab stop: the node focused last,
 * or before that the selected one, else the first. Down and Up move, Right opens a branch or enters it, Left
 * closes it or goes to the parent, Home and End go to the first and last node in sight, Enter and Space select
 * (and open or close a branch), `*` opens every sibling branch, and typing a label's first letters goes to it.
 * With `selectionMode="multiple"` Space adds the node to the selection or takes it out, Shift with an arrow,
 * Home or End extends it, Ctrl (⌘) with a click adds one, Shift with a click a range, Ctrl+A (⌘A) selects all.
 */
export const TreeViewTree = /* @__PURE__ */ withContext(NamedTree, 'tree');
/**
 * A node with children, inside `TreeViewNodeProvider`: holds its control and its content. Not itself the
 * `treeitem`: its control is.
 */
export const TreeViewBranch = /* @__PURE__ */ withContext(BranchWrapper, 'branch');
/**
 * The branch's row and its `treeitem`, which takes focus: `aria-expanded`, `aria-selected`, `aria-level` and its
 * place among its siblings. Named by its content; a click selects it and opens or closes it.
 */
export const TreeViewBranchControl = /* @__PURE__ */ withContext(BranchItem, 'branchControl');
/** A pointer's toggle inside the control: a click opens or closes the branch without selecting it. */
export const TreeViewBranchTrigger = /* @__PURE__ */ withContext(PointerTrigger, 'branchTrigger');
/**
 * Holds the branch's chevron, hidden from screen readers, turned down while open. Give the chevron `data-mirror`
 * (as `<ChevronRight aria-hidden data-mirror="" />`) so that it points the other way in right to left.
 */
export const TreeViewBranchIndicator = /* @__PURE__ */ withContext(ArkTreeView.BranchIndicator, 'branchIndicator');
/** The branch's label. */
export const TreeViewBranchText = /* @__PURE__ */ withContext(ArkTreeView.BranchText, 'branchText');
/** The branch's children (role `group`), hidden while it is closed. */
export const TreeViewBranchContent = /* @__PURE__ */ withContext(ArkTreeView.BranchContent, 'branchContent');
/** A line down the branch's content, under its chevron. Put it first in `TreeViewBranchContent`. */
export const TreeViewBranchIndentGuide = /* @__PURE__ */ withContext(ArkTreeView.BranchIndentGuide, 'branchIndentGuide');
/** A node without children (role `treeitem`), inside `TreeViewNodeProvider`; a click selects it. */
export const TreeViewItem = /* @__PURE__ */ withContext(LeafItem, 'item');
/** The item's label. */
export const TreeViewItemText = /* @__PURE__ */ withContext(ArkTreeView.ItemText, 'itemText');
/** Shown while its node is selected, e.g. a check; hidden from screen readers (`aria-selected` says it). */
export const TreeViewItemIndicator = /* @__PURE__ */ withContext(ArkTreeView.ItemIndicator, 'itemIndicator');
/**
 * A checkbox for the node, for a tree that checks nodes (`checkedValue`, `onCheckedChange`) rather than selects
 * them; a branch's is checked, unchecked or mixed by its children. Give it an `aria-label`: it has no name.
 */
export const TreeViewNodeCheckbox = /* @__PURE__ */ withContext(ArkTreeView.NodeCheckbox, 'nodeCheckbox');
/**
 * The box that renames its node, shown while the node is renamed (F2, with the root's `canRename`): Enter keeps
 * the name (`onRenameComplete`, where you change the node), Escape puts it back, and only that, inside a dialog
 * too. Named in the page's language ('Rename Aisle 1').
 */
export const TreeViewNodeRenameInput = /* @__PURE__ */ withContext(TranslatedRenameInput, 'nodeRenameInput');
/** Shows its children while the node is checked, `indeterminate` while mixed, else `fallback`. */
export const TreeViewNodeCheckboxIndicator = ArkTreeView.NodeCheckboxIndicator;
/** Gives the parts inside it their node: `node` and its `indexPath` (`[0, 2]`: the first node's third child). */
export const TreeViewNodeProvider = ArkTreeView.NodeProvider;
/** Render prop with the tree's API (`expandedValue`, `selectedValue`, `expand`, `collapse`, `select`…). */
export const TreeViewContext = ArkTreeView.Context;
/** Render prop with the node's state (`expanded`, `selected`, `depth`, `isBranch`, `renaming`…). */
export const TreeViewNodeContext = ArkTreeView.NodeContext;
// The icon before a node's label, in the composition.
const TreeViewNodeIcon = /* @__PURE__ */ withContext('span', 'nodeIcon');

export { createTreeCollection, type TreeCollection, useTreeView, useTreeViewContext, useTreeViewNodeContext };

/** One node of the convenience `TreeView`, e.g. a zone, an aisle or a bin. */
export interface TreeViewNode {
  /** Unique in the tree: what `selectedValue` and `expandedValue` hold. */
  value: string;
  /** The node's text: it names the `treeitem`, and type-ahead matches its start. */
  label: string;
  /** An icon before the label, e.g. `<Warehouse />`; hidden from screen readers. */
  icon?: ReactNode;
  /** A number at the row's end, e.g. the aisles in a zone, in the page's digits; it ends the `treeitem`'s name. */
  count?: number;
  /** What screen readers hear for `count`, e.g. '3 aisles' (translated), so the node is 'Zone A 3 aisles'; without it, the number. */
  countLabel?: string;
  /** Shown, but cannot be selected or opened. */
  disabled?: boolean;
  /** The nodes inside it: a node with children is a branch. */
  children?: TreeViewNode[];
}

export interface TreeViewProps
  extends Omit<
      TreeViewRootProps<TreeViewNode>,
      | 'collection'
      | 'children'
      | 'selectionMode'
      | 'selectedValue'
      | 'defaultSelectedValue'
      | 'onSelectionChange'
      | 'expandedValue'
      | 'defaultExpandedValue'
      | 'onExpandedChange'
      | 'canRename'
      | 'onRenameComplete'
    >,
    RefAttributes<HTMLDivElement> {
  /** The visible name; it labels the `tree` for screen readers. */
  label: ReactNode;
  /** Hides the label visually; screen readers still announce it. */
  hideLabel?: boolean;
  /** The top-level nodes, each with its `children`. Give this or `collection`. */
  nodes?: TreeViewNode[];
  /** The nodes as a collection from `createTreeCollection`, in place of `nodes`; its root node is not shown. */
  collection?: TreeCollection<TreeViewNode>;
  /** `single` (the default): one node at a time; `multiple`: Space, Shift and Ctrl (⌘) add to the selection. */
  selectionMode?: 'single' | 'multiple';
  /** The selected nodes' values (controlled). */
  selectedValue?: string[];
  /** The nodes selected at first (uncontrolled). */
  defaultSelectedValue?: string[];
  /** Called when the selection changes, with `selectedValue` and `selectedNodes` (Ark's `onSelectionChange`). */
  onSelectedChange?: (details: TreeViewSelectionChangeDetails<TreeViewNode>) => void;
  /** The open branches' values (controlled). */
  expandedValue?: string[];
  /** The branches open at first (uncontrolled). */
  defaultExpandedValue?: string[];
  /** Called when a branch opens or closes, with `expandedValue` and `expandedNodes`. */
  onExpandedChange?: (details: TreeViewExpandedChangeDetails<TreeViewNode>) => void;
  /** Which nodes F2 renames, e.g. `() => true` for all: a box in the page's language takes the label's place. */
  canRename?: (node: TreeViewNode, indexPath: number[]) => boolean;
  /** Called with the node's `value` and its new `label` when a rename is kept (Enter, or leaving the box): change the node there. */
  onRenameComplete?: (details: TreeViewRenameCompleteDetails) => void;
}

// One node and, for a branch, the nodes inside it. Each is named by its content: the label, then the count
// (`countLabel` where given).
function TreeViewNodeView({ node, indexPath }: { node: TreeViewNode; indexPath: number[] }) {
  const api = useTreeViewContext();
  const icon = node.icon == null ? null : <TreeViewNodeIcon aria-hidden>{node.icon}</TreeViewNodeIcon>;
  const end = (
    <>
      <ArkTreeView.NodeContext>{(state) => (state.renaming ? <TreeViewNodeRenameInput /> : null)}</ArkTreeView.NodeContext>
      {node.count == null ? null : <Badge size="sm" count={node.count} max={Number.MAX_SAFE_INTEGER} label={node.countLabel} />}
      <TreeViewItemIndicator>
        <Check aria-hidden />
      </TreeViewItemIndicator>
    </>
  );
  return (
    <TreeViewNodeProvider node={node} indexPath={indexPath}>
      {api.collection.isBranchNode(node) ? (
        <TreeViewBranch>
          <TreeViewBranchControl>
            <TreeViewBranchIndicator>
              <ChevronRight aria-hidden data-mirror="" />
            </TreeViewBranchIndicator>
            {icon}
            <TreeViewBranchText>{node.label}</TreeViewBranchText>
            {end}
          </TreeViewBranchControl>
          <TreeViewBranchContent>
            <TreeViewBranchIndentGuide />
            {(node.children ?? []).map((child, index) => (
              <TreeViewNodeView key={child.value} node={child} indexPath={[...indexPath, index]} />
            ))}
          </TreeViewBranchContent>
        </TreeViewBranch>
      ) : (
        <TreeViewItem>
          {icon}
          <TreeViewItemText>{node.label}</TreeViewItemText>
          {end}
        </TreeViewItem>
      )}
    </TreeViewNodeProvider>
  );
}

/**
 * A tree of nodes that open and close, e.g. a warehouse's zones, aisles and bins (Ark's tree view), as the
 * WAI-ARIA tree view pattern: a `tree` named by the label, each node a `treeitem` with its level, its place
 * among its siblings, `aria-selected`, and `aria-expanded` on a branch, its children a `group`. One tab stop;
 * the arrow keys move and open (mirrored in right to left), Home and End, Enter and Space select, `*` opens the
 * siblings, type-ahead finds a label. Each node can have an icon and a count; a selected one shows a check.
 */
export function TreeView({ label, hideLabel = false, nodes, collection, onSelectedChange, ...props }: TreeViewProps) {
  const own = useMemo(
    () => createTreeCollection<TreeViewNode>({ rootNode: { value: '', label: '', children: nodes ?? [] } }),
    [nodes],
  );
  const items = collection ?? own;
  return (
    <TreeViewRoot {...props} collection={items} onSelectionChange={onSelectedChange}>
      <TreeViewLabel className={hideLabel ? visuallyHidden : undefined}>{label}</TreeViewLabel>
      <TreeViewTree>
        {items.getNodeChildren(items.rootNode).map((node, index) => (
          <TreeViewNodeView key={node.value} node={node} indexPath={[index]} />
        ))}
      </TreeViewTree>
    </TreeViewRoot>
  );
}
