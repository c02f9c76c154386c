import { checkboxAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { fieldNotice, nativeInputOver } from './input';

/** Box size and label text per size; the helper and error texts under a checkbox start where its label does. */
const sizes = {
  sm: { '--checkbox-size': '{sizes.3.5}', fontSize: 'sm' },
  md: { '--checkbox-size': '{sizes.4}', fontSize: 'sm' },
  lg: { '--checkbox-size': '{sizes.5}', fontSize: 'md' },
} as const;

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  jsx: ['Checkbox', 'CheckboxRoot', 'CheckboxGroup', 'CheckboxGroupRoot'],
  // `field` is ours: the Field around a convenience Checkbox, which lines its texts up under the label.
  // `limitText` is ours too: CheckboxGroup's message when a pick past `max` is refused.
  slots: [...checkboxAnatomy.keys(), 'field', 'limitText'],
  base: {
    root: {
      '--checkbox-gap': '{spacing.2.5}',
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: 'var(--checkbox-gap)',
      position: 'relative',
      cursor: 'pointer',
      verticalAlign: 'top',
      lineHeight: 'normal',
      _disabled: { cursor: 'not-allowed' },
      _readOnly: { cursor: 'default' },
      // The box is the first thing in the row, centred on the label's first line.
      ...nativeInputOver({
        top: 'calc((1lh - var(--checkbox-size)) / 2)',
        width: 'var(--checkbox-size)',
        height: 'var(--checkbox-size)',
      }),
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      boxSizing: 'border-box',
      width: 'var(--checkbox-size)',
      height: 'var(--checkbox-size)',
      // Centred on the first line of the label, however many lines it wraps to.
      marginBlockStart: 'calc((1lh - var(--checkbox-size)) / 2)',
      bg: 'bg.surface',
      color: 'accent.contrast',
      // fg.subtle, not border.strong: the empty box must stand out from the page (3:1) in both themes.
      borderWidth: 'thin',
      borderColor: 'fg.subtle',
      borderRadius: 'sm',
      transitionProperty: 'background, border-color',
      transitionDuration: 'fast',
      _hover: { borderColor: 'fg.muted' },
      _checked: { bg: 'accent.solid', borderColor: 'accent.solid' },
      _indeterminate: { bg: 'accent.solid', borderColor: 'accent.solid' },
      _invalid: { borderColor: 'danger.solid', '&:is([data-state=checked], [data-state=indeterminate])': { bg: 'danger.solid' } },
      _disabled: { opacity: 0.55, _hover: { borderColor: 'fg.subtle' } },
      // The real checkbox is transparent; its keyboard focus is drawn on the box.
      _focusVisible: focusRing,
    },
    indicator: {
      display: 'inline-flex',
      width: 'full',
      height: 'full',
      '&[hidden]': { display: 'none' },
      '& svg': { width: 'full', height: 'full', strokeWidth: '3' },
    },
    label: { color: 'fg.default', userSelect: 'none', _disabled: { color: 'fg.muted' } },
    group: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' },
    field: {
      alignItems: 'flex-start',
      '& > [data-part=helper-text], & > [data-part=error-text]': {
        paddingInlineStart: 'calc(var(--checkbox-size) + var(--checkbox-gap))',
      },
      '--checkbox-gap': '{spacing.2.5}',
    },
    limitText: fieldNotice,
  },
  variants: {
    size: {
      sm: { root: sizes.sm, field: { '--checkbox-size': sizes.sm['--checkbox-size'] } },
      md: { root: sizes.md, field: { '--checkbox-size': sizes.md['--checkbox-size'] } },
      lg: { root: sizes.lg, field: { '--checkbox-size': sizes.lg['--checkbox-size'] } },
    },
    orientation: {
      vertical: {},
      horizontal: { group: { flexDirection: 'row', flexWrap: 'wrap', columnGap: '6', rowGap: '3' } },
    },
  },
  defaultVariants: { size: 'md', orientation: 'vertical' },
});
