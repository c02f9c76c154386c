// A portal's brand from one colour: an accent scale in its hue, and the accent tokens chosen from it so
// that text and focus keep WCAG AA contrast in both themes. Pure colour arithmetic, no DOM: the Panda
// preset uses it at build time and `BrandStyle` at run time, and both give the same values. Kept apart from
// brand-css.ts, so a portal without a brand, or with one built into its CSS, carries none of it.
import { colors } from '../../tokens/colors';

/** The accent tokens a brand sets, in one theme: the public `--colors-accent-*` and `--colors-focus-ring`. */
export interface BrandColors {
  /** Filled buttons, a checked checkbox, the selected segment: carries `contrast` text. */
  solid: string;
  /** `solid` under the pointer, with the same text contrast. */
  solidHover: string;
  /** Text and icons on `solid`. */
  contrast: string;
  /** Accent text and links on the page's surfaces. */
  fg: string;
  /** A tinted background (a selected row, an info callout). */
  subtle: string;
  /** A stronger tint (a hovered selected item). */
  muted: string;
  /** Borders in the accent. */
  border: string;
  /** The keyboard focus outline. */
  focusRing: string;
}

/** What `createBrand` derives from a colour. */
export interface Brand {
  /** The colour given, normalised to `#rrggbb`. */
  color: string;
  /** The eleven-step scale in its hue, from 50 (lightest) to 950 (darkest). */
  scale: Record<ScaleStep, string>;
  light: BrandColors;
  dark: BrandColors;
  /**
   * Where the colour itself could not be used without losing AA contrast, and what is used instead, as
   * sentences to show a developer. Empty when the colour works everywhere it is used.
   */
  notes: string[];
}

export const SCALE_STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type ScaleStep = (typeof SCALE_STEPS)[number];

// Each step's OKLCH lightness, and its chroma as a share of the brand's: the shape of the package's own blue.
const STEP_LIGHTNESS = [0.97, 0.932, 0.882, 0.809, 0.71, 0.623, 0.546, 0.488, 0.424, 0.379, 0.282];
const STEP_CHROMA = [0.06, 0.13, 0.24, 0.37, 0.6, 0.87, 1, 0.99, 0.81, 0.6, 0.37];

// AA: 4.5:1 for text, 3:1 for a focus indicator against what it sits on.
const TEXT_CONTRAST = 4.5;
const FOCUS_CONTRAST = 3;

const WHITE = colors.white.value;
// The surfaces accent text and the focus ring sit on, as the semantic tokens pick them.
const LIGHT_SURFACES = [WHITE, colors.gray[50].value];
const DARK_SURFACES = [colors.gray[950].value, colors.gray[900].value];

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` as 0–1 channels, or null. */
function parseHex(color: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((channel) =>
      Math.round(Math.min(1, Math.max(0, channel)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const toLinear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
const fromLinear = (channel: number) => (channel <= 0.0031308 ? channel * 12.92 : 1.055 * channel ** (1 / 2.4) - 0.055);

/** sRGB to OKLCH (Björn Ottosson's OKLab), as lightness, chroma and hue in radians. */
function toOklch([r, g, b]: Rgb): [number, number, number] {
  const [lr, lg, lb] = [r, g, b].map(toLinear);
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return [L, Math.hypot(A, B), Math.atan2(B, A)];
}

/** OKLCH to linear-light sRGB channels, which may fall outside 0–1 when the colour is out of gamut. */
function oklchToLinear(L: number, C: number, h: number): Rgb {
  const A = C * Math.cos(h);
  const B = C * Math.sin(h);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

/** The colour at this lightness and hue with as much of `C` as sRGB can show. */
function fromOklch(L: number, C: number, h: number): string {
  const inGamut = (chroma: number) => oklchToLinear(L, chroma, h).every((channel) => channel >= -1e-4 && channel <= 1 + 1e-4);
  let chroma = C;
  if (!inGamut(chroma)) {
    let [low, high] = [0, C];
    for (let step = 0; step < 24; step++) {
      const middle = (low + high) / 2;
      if (inGamut(middle)) low = middle;
      else high = middle;
    }
    chroma = low;
  }
  return toHex(oklchToLinear(L, chroma, h).map(fromLinear) as Rgb);
}

function luminance(color: string): number {
  const [r, g, b] = (parseHex(color) as Rgb).map(toLinear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

const lowestContrast = (color: string, against: string[]) => Math.min(...against.map((other) => contrastRatio(color, other)));
const ratio = (value: number) => `${Math.floor(value * 10) / 10}:1`;

/**
 * Derives a brand's accent scale and tokens from one colour (`#15803d` or `#1a4`). The colour itself fills
 * buttons and draws the focus ring wherever its contrast allows; where it does not (an orange too light
 * for white text), a darker step of its own scale is used and `notes` says so.
 * @throws when `color` is not a hex colour.
 */
export function createBrand(color: string): Brand {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`@labelport/ui: the brand colour "${color}" is not a hex colour (#rgb or #rrggbb).`);
  const brand = toHex(rgb);
  const [, chroma, hue] = toOklch(rgb);
  const steps = STEP_LIGHTNESS.map((lightness, index) => fromOklch(lightness, chroma * STEP_CHROMA[index], hue));
  const scale = Object.fromEntries(SCALE_STEPS.map((step, index) => [step, steps[index]])) as Record<ScaleStep, string>;
  const notes: string[] = [];

  // The scale from light to dark with the brand placed by its lightness, so "one step darker" is defined.
  const brandLightness = luminance(brand);
  const ladder = [
    ...steps.filter((step) => luminance(step) > brandLightness),
    brand,
    ...steps.filter((step) => luminance(step) <= brandLightness),
  ];
  const brandAt = ladder.indexOf(brand);
  /** The first colour, walking the ladder from `from` by `direction`, that passes `test`. */
  const walk = (from: number, direction: 1 | -1, test: (color: string) => boolean) => {
    for (let index = from; index >= 0 && index < ladder.length; index += direction) if (test(ladder[index])) return index;
    return direction === 1 ? ladder.length - 1 : 0;
  };

  // Filled parts carry white text in both themes; only a darker step may stand in for the brand.
  const solidAt = walk(brandAt, 1, (step) => contrastRatio(step, WHITE) >= TEXT_CONTRAST);
  const solid = ladder[solidAt];
  if (solidAt !== brandAt) {
    notes.push(
      `The brand colour ${brand} gives ${ratio(contrastRatio(brand, WHITE))} with white text, below the ${TEXT_CONTRAST}:1 WCAG AA asks of text: buttons and other filled parts use ${solid} (${ratio(contrastRatio(solid, WHITE))}) instead.`,
    );
  }
  const darkerSolid = ladder[Math.min(solidAt + 1, ladder.length - 1)];
  const lighterSolid = ladder[solidAt - 1];
  // Light mode darkens on hover; dark mode lightens where white text still reads, else darkens too.
  const darkHover = lighterSolid && contrastRatio(lighterSolid, WHITE) >= TEXT_CONTRAST ? lighterSolid : darkerSolid;

  const lightSubtle = scale['50'];
  const darkSubtle = scale['950'];
  const textOn = (surfaces: string[]) => (step: string) => lowestContrast(step, surfaces) >= TEXT_CONTRAST;
  const lightFg = ladder[walk(0, 1, textOn([...LIGHT_SURFACES, lightSubtle]))];
  const darkFg = ladder[walk(ladder.length - 1, -1, textOn([...DARK_SURFACES, darkSubtle]))];

  const ringOn = (surfaces: string[]) => (step: string) => lowestContrast(step, surfaces) >= FOCUS_CONTRAST;
  const lightRingAt = ringOn(LIGHT_SURFACES)(brand) ? brandAt : walk(brandAt, 1, ringOn(LIGHT_SURFACES));
  const lightRing = ladder[lightRingAt];
  if (lightRingAt !== brandAt) {
    notes.push(
      `The brand colour ${brand} gives ${ratio(lowestContrast(brand, LIGHT_SURFACES))} against the light page, below the ${FOCUS_CONTRAST}:1 WCAG AA asks of a focus indicator: the light theme's focus ring uses ${lightRing} instead.`,
    );
  }
  const darkRing = ringOn(DARK_SURFACES)(brand) ? brand : ladder[walk(brandAt, -1, ringOn(DARK_SURFACES))];

  return {
    color: brand,
    scale,
    light: {
      solid,
      solidHover: darkerSolid,
      contrast: WHITE,
      fg: lightFg,
      subtle: lightSubtle,
      muted: scale['100'],
      border: scale['300'],
      focusRing: lightRing,
    },
    dark: {
      solid,
      solidHover: darkHover,
      contrast: WHITE,
      fg: darkFg,
      subtle: darkSubtle,
      muted: scale['900'],
      border: scale['700'],
      focusRing: darkRing,
    },
    notes,
  };
}
