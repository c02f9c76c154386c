import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring';
import { labelToneProperties } from './tones';

// Each tone's colour pairs (shared with Badge) as custom properties on the root; the variant picks which.
const tones = Object.fromEntries(
  Object.entries(labelToneProperties('tag')).map(([name, properties]) => [name, { root: properties }]),
);

// A label the user gave or can take away: squarer than a Badge, with an optional remove button at its end.
export const tag = defineSlotRecipe({
  className: 'tag',
  jsx: ['Tag', /^Tag[A-Z]/],
  slots: ['root', 'icon', 'label', 'closeTrigger'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      maxW: 'full',
      borderRadius: 'md',
      borderWidth: 'thin',
      fontWeight: 'medium',
      lineHeight: 'none',
      verticalAlign: 'middle',
      '&:has([data-part=close-trigger])': { paddingInlineEnd: '0.5' },
    },
    icon: { display: 'inline-flex', flexShrink: 0, '& svg': { width: 'icon', height: 'icon' } },
    label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      borderRadius: 'sm',
      color: 'inherit',
      cursor: 'pointer',
      opacity: 0.8,
      transitionProperty: 'background, opacity',
      transitionDuration: 'fast',
      _hover: { opacity: 1 },
      _focusVisible: { opacity: 1, ...focusRing, outlineOffset: '0' },
      _disabled: { cursor: 'not-allowed', opacity: 0.5 },
      '& svg': { width: '3.5', height: '3.5' },
    },
  },
  variants: {
    tone: tones,
    variant: {
      subtle: {
        root: { bg: 'var(--tag-subtle-bg)', color: 'var(--tag-subtle-fg)', borderColor: 'var(--tag-subtle-border)' },
        closeTrigger: { _hover: { bg: 'var(--tag-subtle-border)' } },
      },
      solid: {
        root: { bg: 'var(--tag-solid-bg)', color: 'var(--tag-solid-fg)', borderColor: 'transparent' },
        // The subtle pair on hover: readable (AA) and plainly different from the filled tag.
        closeTrigger: { _hover: { bg: 'var(--tag-subtle-bg)', color: 'var(--tag-subtle-fg)' } },
      },
    },
    size: {
      sm: {
        root: { minH: '6', px: '2', fontSize: 'xs' },
        // Drawn at 20px, it takes presses over 24px, the least WCAG 2.5.8 asks of a target.
        closeTrigger: { w: '5', h: '5', position: 'relative', _after: { content: '""', position: 'absolute', inset: '-0.5' } },
      },
      md: { root: { minH: '7', px: '2.5', fontSize: 'sm' }, closeTrigger: { w: '6', h: '6' } },
      lg: { root: { minH: '8', px: '3', fontSize: 'sm' }, closeTrigger: { w: '7', h: '7' } },
    },
  },
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'md' },
});
