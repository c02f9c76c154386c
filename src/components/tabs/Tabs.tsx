import { Tabs as ArkTabs, useTabs, useTabsContext } from '@ark-ui/react/tabs';
import { createContext, type ReactNode, type RefAttributes, useContext, useRef } from 'react';
import { tabs } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';

const { withProvider, withContext } = createParts(tabs);

export interface TabsRootProps extends ArkTabs.RootProps {}
export interface TabsListProps extends ArkTabs.ListProps {}
export interface TabsTriggerProps extends ArkTabs.TriggerProps {}
export interface TabsContentProps extends ArkTabs.ContentProps {}
export interface TabsIndicatorProps extends ArkTabs.IndicatorProps {}

/**
 * When a panel's children mount (Ark's `lazyMount` and `unmountOnExit`, taken from the root). The roots below
 * keep them from Ark, so that Ark renders every panel element, hidden while its tab is not selected, and
 * apply them to the panel's children instead: each tab's `aria-controls` then points at a panel that is
 * there, as the WAI-ARIA tabs pattern has it, and a lazy panel's content still waits for its first showing.
 */
interface PanelMounting {
  lazyMount?: boolean;
  unmountOnExit?: boolean;
}
const PanelMountingContext = createContext<PanelMounting>({});

const ArkRootWithPanels = function TabsRoot({
  lazyMount,
  unmountOnExit,
  ref,
  ...props
}: ArkTabs.RootProps & RefAttributes<HTMLDivElement>) {
  return (
    <PanelMountingContext.Provider value={{ lazyMount, unmountOnExit }}>
      <ArkTabs.Root {...props} ref={ref} />
    </PanelMountingContext.Provider>
  );
};

const ArkRootProviderWithPanels = function TabsRootProvider({
  lazyMount,
  unmountOnExit,
  ref,
  ...props
}: ArkTabs.RootProviderProps & RefAttributes<HTMLDivElement>) {
  return (
    <PanelMountingContext.Provider value={{ lazyMount, unmountOnExit }}>
      <ArkTabs.RootProvider {...props} ref={ref} />
    </PanelMountingContext.Provider>
  );
};

/**
 * Ark's tab with `aria-controls` whether selected or not: zag sets it only on the selected tab, the
 * WAI-ARIA tabs pattern on every one. It names the panel's id as Ark gives it (the root's `ids` included).
 */
const ArkTriggerControllingItsPanel = function TabsTrigger({
  ref,
  ...props
}: ArkTabs.TriggerProps & RefAttributes<HTMLButtonElement>) {
  const tabs = useTabsContext();
  return <ArkTabs.Trigger aria-controls={tabs.getContentProps({ value: props.value }).id} {...props} ref={ref} />;
};

/** Ark's panel, always rendered; its children mount as the root's `lazyMount` and `unmountOnExit` say (as Ark's would). */
const ArkContentWithMountedPanel = function TabsContent({
  children,
  ref,
  ...props
}: ArkTabs.ContentProps & RefAttributes<HTMLDivElement>) {
  const { lazyMount, unmountOnExit } = useContext(PanelMountingContext);
  const selected = useTabsContext().value === props.value;
  const shownBefore = useRef(false);
  // Ark's own rule (usePresence): a lazy panel mounts at its first showing, one that unmounts on exit
  // goes once it has been shown and is left.
  const unmounted = !selected && ((lazyMount && !shownBefore.current) || (unmountOnExit && shownBefore.current));
  if (selected) shownBefore.current = true;
  return (
    <ArkTabs.Content {...props} ref={ref}>
      {unmounted && !props.asChild ? null : children}
    </ArkTabs.Content>
  );
};

/**
 * Holds the selected tab (`value`/`defaultValue`, `onValueChange`). `lazyMount` and `unmountOnExit` apply
 * to the panels' children: the panel elements are always there (hidden while not selected), for the tabs'
 * `aria-controls`.
 */
export const TabsRoot = /* @__PURE__ */ withProvider(ArkRootWithPanels, 'root');
/** The row of tabs (role `tablist`). Give it an `aria-label` when no heading names it. */
export const TabsList = /* @__PURE__ */ withContext(ArkTabs.List, 'list');
/** One tab (role `tab`); `value` links it to its content, which it names in `aria-controls`: give every tab its `TabsContent`. */
export const TabsTrigger = /* @__PURE__ */ withContext(ArkTriggerControllingItsPanel, 'trigger');
/** The panel of one tab (role `tabpanel`), shown while its tab is selected. */
export const TabsContent = /* @__PURE__ */ withContext(ArkContentWithMountedPanel, 'content');
/** The bar under the selected tab; it slides when the selection moves. Put it inside `TabsList`. */
export const TabsIndicator = /* @__PURE__ */ withContext(ArkTabs.Indicator, 'indicator');
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
export const TabsRootProvider = /* @__PURE__ */ withProvider(ArkRootProviderWithPanels, 'root');
export { useTabs };
