import { withParts } from '../../lib/parts';
import * as TabsParts from './namespace';
import type { TabsContentProps, TabsIndicatorProps, TabsListProps, TabsRootProps, TabsTriggerProps } from './Tabs';
import { Tabs as TabsComposition } from './Tabs';

export {
  type TabItem,
  TabsContent,
  type TabsContentProps,
  TabsContext,
  TabsIndicator,
  type TabsIndicatorProps,
  TabsList,
  type TabsListProps,
  type TabsProps,
  TabsRoot,
  type TabsRootProps,
  TabsRootProvider,
  TabsTrigger,
  type TabsTriggerProps,
  useTabs,
} from './Tabs';

/** `<Tabs …>` with its parts under short names: `<Tabs.Root>`, `Tabs.RootProps`… */
export const Tabs = /* @__PURE__ */ withParts(TabsComposition, TabsParts);
export declare namespace Tabs {
  export type RootProps = TabsRootProps;
  export type ListProps = TabsListProps;
  export type TriggerProps = TabsTriggerProps;
  export type ContentProps = TabsContentProps;
  export type IndicatorProps = TabsIndicatorProps;
}
