// The public API of @labelport/ui. Each area keeps its own barrel; this file only gathers them.
export * from './blocks';
export * from './components';
// Only the domain's public part (types, the constants props use): see domain/index.ts.
export * from './domain';
export * from './i18n';
export { useHydrated } from './lib/hydration';
export {
  type RouterLinkComponent,
  type RouterLinkProps,
  RouterLinkProvider,
  type RouterLinkProviderProps,
  useRouterLink,
} from './lib/router-link';
export {
  keepIf,
  type Repair,
  readJson,
  readString,
  subscribeToKey,
  updateJson,
  writeJson,
  writeString,
} from './lib/storage';
export { type Form, type FormErrors, type SubmitAnswer, type TextFieldOf, type UseFormOptions, useForm } from './lib/use-form';
export { useStoredState } from './lib/use-stored-state';
export * from './provider';
export * from './theme';
