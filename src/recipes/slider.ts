import { sliderAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const slider = defineSlotRecipe({
  className: 'slider',
  // `header` is ours: the row holding the label and the value text.
  slots: [...sliderAnatomy.keys(), 'header'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', width: 'full' },
    header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' },
    valueText: { fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    control: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      minHeight: '6',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 0.55 },
    },
    track: { position: 'relative', flex: '1', height: '1.5', borderRadius: 'full', bg: 'bg.emphasized', overflow: 'hidden' },
    range: { height: 'full', bg: 'accent.solid' },
    thumb: {
      width: '5',
      height: '5',
      borderRadius: 'full',
      bg: 'bg.surface',
      borderWidth: 'thick',
      borderColor: 'accent.solid',
      boxShadow: 'sm',
      cursor: 'grab',
      _dragging: { cursor: 'grabbing' },
      _disabled: { cursor: 'not-allowed', borderColor: 'border.strong' },
    },
    markerGroup: { height: '5', mx: '2.5' },
    marker: {
      fontSize: 'xs',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      _disabled: { opacity: 0.7 },
    },
    draggingIndicator: {
      px: '2',
      py: '1',
      borderRadius: 'sm',
      bg: 'bg.inverted',
      color: 'fg.inverted',
      fontSize: 'xs',
    },
  },
});
