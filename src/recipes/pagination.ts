import { paginationAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';

// Page buttons (or links) and previous/next: square, quiet until hovered; the current page is filled with the accent.
const control = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  h: '9',
  minW: '9',
  px: '2',
  borderRadius: 'md',
  borderWidth: 'thin',
  borderColor: 'transparent',
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background, border-color, color',
  transitionDuration: 'fast',
  _hover: { bg: 'bg.muted' },
  _focusVisible: focusRing,
  _disabled: { cursor: 'not-allowed', color: 'fg.disabled', _hover: { bg: 'transparent' } },
  '& svg': { width: 'icon', height: 'icon' },
} as const;

// `list`, `summary` and `pageSize` are ours: the row of pages, the '1–25 of 500' text and the page-size choice.
export const pagination = defineSlotRecipe({
  className: 'pagination',
  slots: [...paginationAnatomy.keys(), 'list', 'summary', 'pageSize'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' },
    summary: { fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' },
    item: {
      ...control,
      '&[aria-current=page]': { bg: 'accent.solid', color: 'accent.contrast', _hover: { bg: 'accent.solidHover' } },
    },
    ellipsis: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minW: '9', color: 'fg.muted' },
    firstTrigger: control,
    prevTrigger: control,
    nextTrigger: control,
    lastTrigger: control,
    // The convenience Pagination's Select, its label beside the trigger rather than above it.
    pageSize: {
      '& [data-scope=field][data-part=root], & [data-scope=select][data-part=root]': {
        flexDirection: 'row',
        alignItems: 'center',
        gap: '2',
        width: 'auto',
      },
      '& [data-scope=select][data-part=label]': { whiteSpace: 'nowrap', fontWeight: 'normal', color: 'fg.muted' },
      '& [data-scope=select][data-part=control]': { width: '20' },
    },
  },
});
