import { withParts } from '../../lib/parts';
import type {
  CarouselAutoplayTriggerProps,
  CarouselControlProps,
  CarouselIndicatorGroupProps,
  CarouselIndicatorProps,
  CarouselItemGroupProps,
  CarouselItemProps,
  CarouselNextTriggerProps,
  CarouselPrevTriggerProps,
  CarouselProgressTextProps,
  CarouselRootProps,
  CarouselRootProviderProps,
} from './Carousel';
import { Carousel as CarouselComposition } from './Carousel';
import * as CarouselParts from './namespace';

export {
  type CarouselAutoplayStatusDetails,
  CarouselAutoplayTrigger,
  type CarouselAutoplayTriggerProps,
  CarouselContext,
  CarouselControl,
  type CarouselControlProps,
  CarouselIndicator,
  CarouselIndicatorGroup,
  type CarouselIndicatorGroupProps,
  type CarouselIndicatorProps,
  CarouselItem,
  CarouselItemGroup,
  type CarouselItemGroupProps,
  type CarouselItemProps,
  CarouselNextTrigger,
  type CarouselNextTriggerProps,
  type CarouselPageChangeDetails,
  CarouselPrevTrigger,
  type CarouselPrevTriggerProps,
  CarouselProgressText,
  type CarouselProgressTextProps,
  type CarouselProps,
  CarouselRoot,
  type CarouselRootProps,
  CarouselRootProvider,
  type CarouselRootProviderProps,
  useCarousel,
  useCarouselContext,
} from './Carousel';

/** `<Carousel …>` with its parts under short names: `<Carousel.Root>`, `Carousel.RootProps`… */
export const Carousel = /* @__PURE__ */ withParts(CarouselComposition, CarouselParts);
export declare namespace Carousel {
  export type RootProps = CarouselRootProps;
  export type RootProviderProps = CarouselRootProviderProps;
  export type ControlProps = CarouselControlProps;
  export type PrevTriggerProps = CarouselPrevTriggerProps;
  export type NextTriggerProps = CarouselNextTriggerProps;
  export type AutoplayTriggerProps = CarouselAutoplayTriggerProps;
  export type ItemGroupProps = CarouselItemGroupProps;
  export type ItemProps = CarouselItemProps;
  export type IndicatorGroupProps = CarouselIndicatorGroupProps;
  export type IndicatorProps = CarouselIndicatorProps;
  export type ProgressTextProps = CarouselProgressTextProps;
}
