import { radioGroupAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { labelBase, nativeInputOver } from './input';

// The radios are native inputs, transparent over their options: focus is drawn on what shows. It shows on any focus, not only
// keyboard focus, because a form moves focus here after a refused submit (useForm), and that move, made after a
// click on the submit button, would otherwise leave no mark of where focus went.
// RadioGroup and RadioCardGroup: the same parts, as a list of radios (`plain`) or as cards (`card`).
export const radioGroup = defineSlotRecipe({
  className: 'radio-group',
  jsx: ['RadioGroup', 'RadioCardGroup', 'RadioGroupRoot', 'RadioCardGroupRoot'],
  // `items` holds the options (in a row or a column), `itemContent` an option's text and `itemDescription` its
  // second line: ours, beside Ark's anatomy.
  slots: [...radioGroupAnatomy.keys(), 'items', 'itemContent', 'itemDescription'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', width: 'full' },
    label: labelBase,
    items: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      '[data-orientation=horizontal] > &': { flexDirection: 'row', flexWrap: 'wrap', columnGap: '6' },
    },
    item: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2.5',
      position: 'relative',
      cursor: 'pointer',
      userSelect: 'none',
      _disabled: { cursor: 'not-allowed' },
      // The circle is the first thing in the row (boxSize 4, mt 0.5 below).
      ...nativeInputOver({ top: 'token(spacing.0.5)', width: 'token(sizes.4)', height: 'token(sizes.4)' }),
    },
    itemControl: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      boxSize: '4',
      // Level with the first line of sm text (line height 1.25rem).
      mt: '0.5',
      borderRadius: 'full',
      borderWidth: 'thin',
      // fg.subtle: a ring that stands out from the page in both themes, as the switch's track does.
      borderColor: 'fg.subtle',
      bg: 'bg.surface',
      transitionProperty: 'background, border-color',
      transitionDuration: 'fast',
      _checked: {
        borderColor: 'accent.solid',
        bg: 'accent.solid',
        _after: { content: '""', boxSize: '1.5', borderRadius: 'full', bg: 'accent.contrast' },
      },
      _invalid: { borderColor: 'danger.solid' },
      _disabled: { opacity: 0.55 },
    },
    itemContent: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
    itemText: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default', _disabled: { color: 'fg.muted' } },
    itemDescription: { fontSize: 'sm', color: 'fg.muted' },
    // Ark's indicator follows the checked item; these groups draw the checked state on each item instead.
    indicator: { display: 'none' },
  },
  variants: {
    variant: {
      plain: { itemControl: { _focus: focusRing } },
      // A card per option, as the pricing plans are: the title and its line of text, the radio at the end.
      card: {
        items: {
          gap: '3',
          '[data-orientation=horizontal] > &': { columnGap: '3' },
        },
        item: {
          flex: '1 1 0',
          minW: '36',
          justifyContent: 'space-between',
          gap: '3',
          p: '4',
          borderRadius: 'lg',
          borderWidth: 'thin',
          borderColor: 'border.default',
          bg: 'bg.surface',
          transitionProperty: 'border-color, box-shadow, background',
          transitionDuration: 'fast',
          _hover: { borderColor: 'border.strong' },
          // A second line of the accent inside the border: the checked card stands out without moving its text.
          _checked: {
            borderColor: 'accent.solid',
            bg: 'accent.subtle',
            boxShadow: 'inset 0 0 0 token(borderWidths.thin) token(colors.accent.solid)',
            _hover: { borderColor: 'accent.solid' },
          },
          _invalid: { borderColor: 'danger.solid' },
          _disabled: { bg: 'bg.subtle', _hover: { borderColor: 'border.default' } },
          _focus: focusRing,
          // The radio at the card's end, inside its padding.
          ...nativeInputOver({
            top: 'calc(token(spacing.4) + token(spacing.0.5))',
            start: 'auto',
            end: 'token(spacing.4)',
            width: 'token(sizes.4)',
            height: 'token(sizes.4)',
          }),
        },
        // The whole card shows focus, so the radio at its end need not.
        itemControl: { order: 1 },
        itemText: { fontSize: 'md', fontWeight: 'semibold' },
      },
    },
  },
  defaultVariants: { variant: 'plain' },
});
