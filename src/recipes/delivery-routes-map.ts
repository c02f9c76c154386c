import { defineSlotRecipe } from '@pandacss/dev';

// DeliveryRoutesMap composes Card and Link; these slots frame the embedded map and its text fallback.
export const deliveryRoutesMap = defineSlotRecipe({
  className: 'delivery-routes-map',
  slots: ['frameWrap', 'frame', 'summary'],
  base: {
    // The frame's box is reserved even before (or without) the map loading, so nothing jumps.
    frameWrap: {
      position: 'relative',
      width: 'full',
      height: 'map',
      overflow: 'hidden',
      borderRadius: 'lg',
      borderWidth: 'thin',
      borderColor: 'border.default',
      bg: 'bg.muted',
    },
    frame: { display: 'block', width: 'full', height: 'full', border: '0' },
    summary: { textStyle: 'small', color: 'fg.default', fontWeight: 'medium' },
  },
});
