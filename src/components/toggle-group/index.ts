import { withParts } from '../../lib/parts';
import * as ToggleGroupParts from './namespace';
import type { ToggleGroupItemProps, ToggleGroupRootProps, ToggleGroupRootProviderProps } from './ToggleGroup';
import { ToggleGroup as ToggleGroupComposition } from './ToggleGroup';

export {
  ToggleGroupContext,
  ToggleGroupItem,
  type ToggleGroupItemProps,
  type ToggleGroupOption,
  type ToggleGroupOrientation,
  type ToggleGroupProps,
  ToggleGroupRoot,
  type ToggleGroupRootProps,
  ToggleGroupRootProvider,
  type ToggleGroupRootProviderProps,
  useToggleGroup,
  useToggleGroupContext,
} from './ToggleGroup';

/** `<ToggleGroup …>` with its parts under short names: `<ToggleGroup.Root>`, `ToggleGroup.RootProps`… */
export const ToggleGroup = /* @__PURE__ */ withParts(ToggleGroupComposition, ToggleGroupParts);
export declare namespace ToggleGroup {
  export type RootProps = ToggleGroupRootProps;
  export type RootProviderProps = ToggleGroupRootProviderProps;
  export type ItemProps = ToggleGroupItemProps;
}
