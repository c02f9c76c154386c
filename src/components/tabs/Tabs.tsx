import { Tabs as ArkTabs, useTabs } from '@ark-ui/react/tabs';
import type { ReactNode, RefAttributes } from 'react';
import { tabs } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';

const { withProvider, withContext } = createParts(tabs);

export interface TabsRootProps extends ArkTabs.RootProps {}
export interface TabsListProps extends ArkTabs.ListProps {}
export interface TabsTriggerProps extends ArkTabs.TriggerProps {}
export interface TabsContentProps extends ArkTabs.ContentProps {}
export interface TabsIndicatorProps extends ArkTabs.IndicatorProps {}

/** Holds the selected tab (`value`/`defaultValue`, `onValueChange`). */
export const TabsRoot = withProvider(ArkTabs.Root, 'root');
/** The row of tabs (role `tablist`). Give it an `aria-label` when no heading names it. */
export const TabsList = withContext(ArkTabs.List, 'list');
/** One tab (role `tab`); `value` links it to its content. */
export const TabsTrigger = withContext(ArkTabs.Trigger, 'trigger');
/** The panel of one tab (role `tabpanel`), shown while its tab is selected. */
export const TabsContent = withContext(ArkTabs.Content, 'content');
/** The bar under the selected tab; it slides when the selection moves. Put it inside `TabsList`. */
export const TabsIndicator = withContext(ArkTabs.Indicator, 'indicator');
/** Render prop with the tabs' API (`value`, `setValue`…). */
export const TabsContext = ArkTabs.Context;

/** One tab of the convenience `Tabs`. */
export interface TabItem {
  /** Identifies the tab; `value`/`defaultValue` use it. */
  value: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Shown but cannot be selected. */
  disabled?: boolean;
}

export interface TabsProps extends Omit<TabsRootProps, 'children'>, RefAttributes<HTMLDivElement> {
  /** The tabs, in order. */
  items: TabItem[];
  /** Names the tab list for screen readers (e.g. 'Settings'). */
  label?: string;
}

/**
 * Tabs with a sliding indicator. The list is a `tablist`: ArrowLeft/ArrowRight move between tabs and
 * select them, Home/End jump to the first and last, and Tab moves into the panel (Ark).
 */
export function Tabs({ items, label, defaultValue, ...rootProps }: TabsProps) {
  return (
    <TabsRoot defaultValue={defaultValue ?? items.find((item) => !item.disabled)?.value} {...rootProps}>
      <TabsList aria-label={label}>
        {items.map((item) => (
          <TabsTrigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </TabsTrigger>
        ))}
        <TabsIndicator />
      </TabsList>
      {items.map((item) => (
        <TabsContent key={item.value} value={item.value}>
          {item.content}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}

/**
 * The root for state you create yourself with `useTabs()` (Ark's `useTabs`), e.g. to open it from outside
 * or read its state beside it: `const tabs = useTabs(props)`, then `<TabsRootProvider value={tabs}>`.
 */
export const TabsRootProvider = withProvider(ArkTabs.RootProvider, 'root');
export { useTabs };

// The parts under short names, with their props types: <Tabs.Root>, Tabs.RootProps…
export namespace Tabs {
  export const Root = TabsRoot;
  export const RootProvider = TabsRootProvider;
  export const List = TabsList;
  export const Trigger = TabsTrigger;
  export const Content = TabsContent;
  export const Indicator = TabsIndicator;
  export const Context = TabsContext;
  export type RootProps = TabsRootProps;
  export type ListProps = TabsListProps;
  export type TriggerProps = TabsTriggerProps;
  export type ContentProps = TabsContentProps;
  export type IndicatorProps = TabsIndicatorProps;
}
