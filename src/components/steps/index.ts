import { withParts } from '../../lib/parts';
import * as StepsParts from './namespace';
import type {
  StepsCompletedContentProps,
  StepsContentProps,
  StepsDescriptionProps,
  StepsFooterProps,
  StepsIndicatorProps,
  StepsItemProps,
  StepsListProps,
  StepsNextTriggerProps,
  StepsOrderedListProps,
  StepsPrevTriggerProps,
  StepsRootProps,
  StepsRootProviderProps,
  StepsSeparatorProps,
  StepsTextProps,
  StepsTitleProps,
  StepsTriggerProps,
} from './Steps';
import { Steps as StepsComposition } from './Steps';

export {
  type StepState,
  StepsCompletedContent,
  type StepsCompletedContentProps,
  StepsContent,
  type StepsContentProps,
  StepsContext,
  StepsDescription,
  type StepsDescriptionProps,
  StepsFooter,
  type StepsFooterProps,
  StepsIndicator,
  type StepsIndicatorProps,
  StepsItem,
  StepsItemContext,
  type StepsItemProps,
  StepsList,
  type StepsListProps,
  StepsNextTrigger,
  type StepsNextTriggerProps,
  StepsOrderedList,
  type StepsOrderedListProps,
  type StepsOrientation,
  StepsPrevTrigger,
  type StepsPrevTriggerProps,
  type StepsProps,
  StepsRoot,
  type StepsRootProps,
  StepsRootProvider,
  type StepsRootProviderProps,
  StepsSeparator,
  type StepsSeparatorProps,
  type StepsStep,
  StepsText,
  type StepsTextProps,
  StepsTitle,
  type StepsTitleProps,
  StepsTrigger,
  type StepsTriggerProps,
  useSteps,
  useStepsContext,
  useStepsItemContext,
} from './Steps';

/** `<Steps …>` with its parts under short names: `<Steps.Root>`, `Steps.RootProps`… */
export const Steps = /* @__PURE__ */ withParts(StepsComposition, StepsParts);
export declare namespace Steps {
  export type RootProps = StepsRootProps;
  export type RootProviderProps = StepsRootProviderProps;
  export type ListProps = StepsListProps;
  export type OrderedListProps = StepsOrderedListProps;
  export type ItemProps = StepsItemProps;
  export type TriggerProps = StepsTriggerProps;
  export type IndicatorProps = StepsIndicatorProps;
  export type SeparatorProps = StepsSeparatorProps;
  export type TextProps = StepsTextProps;
  export type TitleProps = StepsTitleProps;
  export type DescriptionProps = StepsDescriptionProps;
  export type ContentProps = StepsContentProps;
  export type CompletedContentProps = StepsCompletedContentProps;
  export type FooterProps = StepsFooterProps;
  export type PrevTriggerProps = StepsPrevTriggerProps;
  export type NextTriggerProps = StepsNextTriggerProps;
}
