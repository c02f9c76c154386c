export {
  TabsContent as Content,
  type TabsContentProps as ContentProps,
  TabsContext as Context,
  TabsIndicator as Indicator,
  type TabsIndicatorProps as IndicatorProps,
  TabsList as List,
  type TabsListProps as ListProps,
  TabsRoot as Root,
  type TabsRootProps as RootProps,
  TabsRootProvider as RootProvider,
  TabsTrigger as Trigger,
  type TabsTriggerProps as TriggerProps,
} from './Tabs';
