// The public API of @labelport/ui. Each area keeps its own barrel; this file only gathers them.
export * from './components';
export * from './domain';
export * from './i18n';
export { useHydrated } from './lib/hydration';
export {
  ariaCurrent,
  type RouterLinkComponent,
  type RouterLinkProps,
  RouterLinkProvider,
  type RouterLinkProviderProps,
  useRouterLink,
} from './lib/router-link';
export { readJson, readString, useStoredState, writeJson, writeString } from './lib/storage';
export * from './theme';
