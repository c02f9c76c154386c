// The tones of a small label (Badge, Tag): each sets the colours of both variants as custom properties named
// after the recipe (`--badge-subtle-bg`…), and the variant picks which pair to use. Every pair meets AA
// contrast in light and dark (see tokens/semantic.ts).
export const LABEL_TONES = ['neutral', 'accent', 'success', 'danger', 'warning', 'purple', 'info'] as const;
export type LabelTone = (typeof LABEL_TONES)[number];

const PAIRS: Record<LabelTone, [subtleBg: string, subtleFg: string, border: string, solidBg: string, solidFg: string]> = {
  neutral: ['bg.muted', 'fg.default', 'border.default', 'bg.inverted', 'fg.inverted'],
  accent: ['accent.subtle', 'accent.fg', 'accent.border', 'accent.solid', 'accent.contrast'],
  success: ['success.subtle', 'success.subtleFg', 'success.border', 'success.solid', 'success.contrast'],
  danger: ['danger.subtle', 'danger.subtleFg', 'danger.border', 'danger.solid', 'danger.contrast'],
  warning: ['warning.subtle', 'warning.subtleFg', 'warning.border', 'warning.solid', 'warning.contrast'],
  purple: ['purple.subtle', 'purple.subtleFg', 'purple.border', 'purple.solid', 'purple.contrast'],
  info: ['info.subtle', 'info.subtleFg', 'info.border', 'info.solid', 'info.contrast'],
};

/** Each tone's custom properties for the recipe `prefix`, e.g. `{ success: { '--tag-subtle-bg': … } }`. */
export function labelToneProperties(prefix: string) {
  return Object.fromEntries(
    LABEL_TONES.map((name) => {
      const [subtleBg, subtleFg, border, solidBg, solidFg] = PAIRS[name];
      return [
        name,
        {
          [`--${prefix}-subtle-bg`]: `{colors.${subtleBg}}`,
          [`--${prefix}-subtle-fg`]: `{colors.${subtleFg}}`,
          [`--${prefix}-subtle-border`]: `{colors.${border}}`,
          [`--${prefix}-solid-bg`]: `{colors.${solidBg}}`,
          [`--${prefix}-solid-fg`]: `{colors.${solidFg}}`,
        },
      ];
    }),
  ) as Record<LabelTone, Record<`--${string}`, string>>;
}
