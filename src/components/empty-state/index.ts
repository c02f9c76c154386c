import { withParts } from '../../lib/parts';
import type {
  EmptyStateActionsProps,
  EmptyStateDescriptionProps,
  EmptyStateIconProps,
  EmptyStateRootProps,
  EmptyStateTitleProps,
} from './EmptyState';
import { EmptyState as EmptyStateComposition } from './EmptyState';
import * as EmptyStateParts from './namespace';

export {
  EmptyStateActions,
  type EmptyStateActionsProps,
  EmptyStateDescription,
  type EmptyStateDescriptionProps,
  EmptyStateIcon,
  type EmptyStateIconProps,
  type EmptyStateProps,
  EmptyStateRoot,
  type EmptyStateRootProps,
  type EmptyStateSize,
  EmptyStateTitle,
  type EmptyStateTitleLevel,
  type EmptyStateTitleProps,
} from './EmptyState';

/** `<EmptyState …>` with its parts under short names: `<EmptyState.Root>`, `EmptyState.RootProps`… */
export const EmptyState = /* @__PURE__ */ withParts(EmptyStateComposition, EmptyStateParts);
export declare namespace EmptyState {
  export type RootProps = EmptyStateRootProps;
  export type IconProps = EmptyStateIconProps;
  export type TitleProps = EmptyStateTitleProps;
  export type DescriptionProps = EmptyStateDescriptionProps;
  export type ActionsProps = EmptyStateActionsProps;
}
