import { tabsAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', width: 'full' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      borderBottomWidth: 'thin',
      borderColor: 'border.default',
      overflowX: 'auto',
      // Room for the focus ring of the triggers, which the overflow would clip.
      p: '0.5',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      h: '10',
      px: '3',
      fontSize: 'sm',
      fontWeight: 'medium',
      whiteSpace: 'nowrap',
      color: 'fg.muted',
      borderRadius: 'md',
      cursor: 'pointer',
      transitionProperty: 'color, background',
      transitionDuration: 'fast',
      _hover: { color: 'fg.default', bg: 'bg.muted' },
      _selected: { color: 'accent.fg' },
      _disabled: { cursor: 'not-allowed', opacity: 0.55, _hover: { bg: 'transparent', color: 'fg.muted' } },
      '& svg': { width: 'icon', height: 'icon' },
    },
    indicator: {
      bottom: '0',
      width: 'var(--width)',
      height: '0.5',
      bg: 'accent.solid',
      borderRadius: 'full',
    },
    content: { color: 'fg.default', borderRadius: 'md' },
  },
});
