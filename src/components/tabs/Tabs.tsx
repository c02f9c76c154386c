import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ForwardRefExoticComponent, ReactNode, RefAttributes } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { tabs } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(tabs);

type Part<P, E extends HTMLElement = HTMLDivElement> = ForwardRefExoticComponent<P & RefAttributes<E>>;

export interface TabsRootProps extends ArkTabs.RootProps {}
export interface TabsListProps extends ArkTabs.ListProps {}
export interface TabsTriggerProps extends ArkTabs.TriggerProps {}
export interface TabsContentProps extends ArkTabs.ContentProps {}
export interface TabsIndicatorProps extends ArkTabs.IndicatorProps {}

/** Holds the selected tab (`value`/`defaultValue`, `onValueChange`). */
export const TabsRoot = withProvider(ArkTabs.Root, 'root') as Part<TabsRootProps>;
/** The row of tabs (role `tablist`). Give it an `aria-label` when no heading names it. */
export const TabsList = withContext(ArkTabs.List, 'list') as Part<TabsListProps>;
/** One tab (role `tab`); `value` links it to its content. */
export const TabsTrigger = withContext(ArkTabs.Trigger, 'trigger') as Part<TabsTriggerProps, HTMLButtonElement>;
/** The panel of one tab (role `tabpanel`), shown while its tab is selected. */
export const TabsContent = withContext(ArkTabs.Content, 'content') as Part<TabsContentProps>;
/** The bar under the selected tab; it slides when the selection moves. Put it inside `TabsList`. */
export const TabsIndicator = withContext(ArkTabs.Indicator, 'indicator') as Part<TabsIndicatorProps>;
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

export interface TabsProps extends Omit<TabsRootProps, 'children'> {
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

Tabs.Root = TabsRoot;
Tabs.List = TabsList;
Tabs.Trigger = TabsTrigger;
Tabs.Content = TabsContent;
Tabs.Indicator = TabsIndicator;
Tabs.Context = TabsContext;
