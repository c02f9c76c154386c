import type { TreeNode } from '@ark-ui/react/tree-view';
import { withParts } from '../../lib/parts';
import * as TreeViewParts from './namespace';
import type {
  TreeViewBranchContentProps,
  TreeViewBranchControlProps,
  TreeViewBranchIndentGuideProps,
  TreeViewBranchIndicatorProps,
  TreeViewBranchProps,
  TreeViewBranchTextProps,
  TreeViewBranchTriggerProps,
  TreeViewItemIndicatorProps,
  TreeViewItemProps,
  TreeViewItemTextProps,
  TreeViewLabelProps,
  TreeViewNodeCheckboxIndicatorProps,
  TreeViewNodeCheckboxProps,
  TreeViewNodeProviderProps,
  TreeViewNodeRenameInputProps,
  TreeViewRootProps,
  TreeViewRootProviderProps,
  TreeViewTreeProps,
} from './TreeView';
import { TreeView as TreeViewComposition } from './TreeView';

export {
  createTreeCollection,
  type TreeCollection,
  TreeViewBranch,
  TreeViewBranchContent,
  type TreeViewBranchContentProps,
  TreeViewBranchControl,
  type TreeViewBranchControlProps,
  TreeViewBranchIndentGuide,
  type TreeViewBranchIndentGuideProps,
  TreeViewBranchIndicator,
  type TreeViewBranchIndicatorProps,
  type TreeViewBranchProps,
  TreeViewBranchText,
  type TreeViewBranchTextProps,
  TreeViewBranchTrigger,
  type TreeViewBranchTriggerProps,
  TreeViewContext,
  TreeViewItem,
  TreeViewItemIndicator,
  type TreeViewItemIndicatorProps,
  type TreeViewItemProps,
  TreeViewItemText,
  type TreeViewItemTextProps,
  TreeViewLabel,
  type TreeViewLabelProps,
  type TreeViewNode,
  TreeViewNodeCheckbox,
  TreeViewNodeCheckboxIndicator,
  type TreeViewNodeCheckboxIndicatorProps,
  type TreeViewNodeCheckboxProps,
  TreeViewNodeContext,
  TreeViewNodeProvider,
  type TreeViewNodeProviderProps,
  TreeViewNodeRenameInput,
  type TreeViewNodeRenameInputProps,
  type TreeViewProps,
  TreeViewRoot,
  type TreeViewRootProps,
  TreeViewRootProvider,
  type TreeViewRootProviderProps,
  TreeViewTree,
  type TreeViewTreeProps,
  useTreeView,
  useTreeViewContext,
  useTreeViewNodeContext,
} from './TreeView';

/** `<TreeView …>` with its parts under short names: `<TreeView.Root>`, `TreeView.RootProps`… */
export const TreeView = /* @__PURE__ */ withParts(TreeViewComposition, TreeViewParts);
export declare namespace TreeView {
  export type RootProps<T extends TreeNode = TreeNode> = TreeViewRootProps<T>;
  export type RootProviderProps<T extends TreeNode = TreeNode> = TreeViewRootProviderProps<T>;
  export type LabelProps = TreeViewLabelProps;
  export type TreeProps = TreeViewTreeProps;
  export type BranchProps = TreeViewBranchProps;
  export type BranchControlProps = TreeViewBranchControlProps;
  export type BranchTriggerProps = TreeViewBranchTriggerProps;
  export type BranchIndicatorProps = TreeViewBranchIndicatorProps;
  export type BranchTextProps = TreeViewBranchTextProps;
  export type BranchContentProps = TreeViewBranchContentProps;
  export type BranchIndentGuideProps = TreeViewBranchIndentGuideProps;
  export type ItemProps = TreeViewItemProps;
  export type ItemTextProps = TreeViewItemTextProps;
  export type ItemIndicatorProps = TreeViewItemIndicatorProps;
  export type NodeProviderProps<T = TreeNode> = TreeViewNodeProviderProps<T>;
  export type NodeCheckboxProps = TreeViewNodeCheckboxProps;
  export type NodeCheckboxIndicatorProps = TreeViewNodeCheckboxIndicatorProps;
  export type NodeRenameInputProps = TreeViewNodeRenameInputProps;
}
