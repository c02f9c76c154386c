import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ColorPicker, Dialog, Stack, useForm } from '../../../src';
import { tokens } from '../../../tokens';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { expectFocusOn, focusInside, focusReturnedTo, layerListens } from '../../support/overlay';
import { pointAndClick } from '../../support/pointer';

// The label colours on offer: steps of the package's palette, so that no colour is written outside tokens/.
const { colors } = tokens;
const BLUE = colors.blue['700'].value;
const GREEN = colors.green['700'].value;
const RED = colors.red['600'].value;
const AMBER = colors.amber['400'].value;
const PURPLE = colors.purple['700'].value;
const INK = colors.gray['900'].value;
const SWATCHES = [BLUE, RED, AMBER, PURPLE, INK, { value: GREEN, label: 'Forest green' }];

const meta = {
  title: 'Components/Forms/ColorPicker',
  component: ColorPicker,
  args: { label: 'Label colour', name: 'labelColour', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A colour, e.g. the colour a brand wants on its private label, on Ark's color picker: a text box with the colour in hex and a button, 'Choose colour', that opens a popover (a `dialog` named by the label) with the saturation and brightness area, the hue and opacity sliders, the browser's eye dropper where there is one, the colour as text in `format` (`rgba`, `hsla` or `hsba`), and `swatches`, a `group` of buttons, each named by its colour ('Colour' and its hex) or by its own `label`, pressed while chosen. Focus moves into the popover as it opens; the area's arrow keys move saturation (ArrowRight/ArrowLeft) and brightness (ArrowUp/ArrowDown), Shift by 10; the sliders' arrow keys, Page Up/Down, Home and End move them; Tab goes round the popover; Escape closes it and focus goes back to the trigger, and over a Dialog, Escape closes the popover first. Right to left the sliders run from the right and their arrow keys are mirrored, as every slider's; the area is not: it is a picture of the colours, white at the left in Arabic too, and ArrowRight gives more saturation in every direction (Ark mirrors it). Typed text stays as typed until Enter or a blur, then it is taken, as Ark takes it; text that is no colour goes back to the colour before, which is kept, with a notice saying so; emptied, the field has no colour. Every name is in the page's language. Label, required mark, helper text and error text are the Field's; with `name` a form submits the colour in lower-case hex ('' while there is none, and `required` stops a native submit), and `useForm` focusing the field by name lands in the text box. `value`, `defaultValue` and `onValueChange` take the colour as a string (hex out). Compose from `ColorPicker.Root`, `ColorPicker.Area`, `ColorPicker.ChannelSlider`… when the props do not cover it.",
      },
    },
  },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the popover from its trigger, waits until it has focus and listens for Escape, and returns it. */
async function openPopover(canvasElement: HTMLElement, scope: Canvas, trigger: string, name: string) {
  await pointAndClick(scope.getByRole('button', { name: trigger }));
  const popover = await page(canvasElement).findByRole('dialog', { name });
  await focusInside(popover);
  await layerListens();
  return popover;
}
/** Moves focus back with Shift+Tab, as a keyboard user gets there. */
async function tabBackTo(element: HTMLElement) {
  for (let step = 0; step < 12 && element.ownerDocument.activeElement !== element; step++) await userEvent.tab({ shift: true });
  await expectFocusOn(element);
}
/** The number values in a thumb's `aria-valuetext`, in order ('Saturation: 87%, Brightness: 85%' → [87, 85]). */
const numbersIn = (thumb: HTMLElement) =>
  (thumb.getAttribute('aria-valuetext')?.match(/\d+(?:[.,]\d+)?/g) ?? []).map(Number.parseFloat);
/** Where a thumb's middle is, from its area's or track's left edge, as a share of its width. */
function across(thumb: HTMLElement, box: HTMLElement) {
  const outer = box.getBoundingClientRect();
  const inner = thumb.getBoundingClientRect();
  return (inner.left + inner.width / 2 - outer.left) / outer.width;
}
const valueText = (popover: HTMLElement) => popover.querySelector('[data-part="value-text"]')?.textContent ?? '';
/** The red, green and blue of a hex colour, 0 to 255. */
const rgbOf = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
/** The numbers a colour is written with ('rgba(29, 78, 216, 1)' → [29, 78, 216, 1]). */
const numbersOf = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number.parseFloat);

/**
 * The trigger opens the popover with focus on the area; a swatch makes its colour the value; the area's arrow
 * keys change it (the value text follows); Escape closes the popover and focus goes back to the trigger.
 */
export const Default: Story = {
  args: { defaultValue: BLUE, swatches: SWATCHES },
  play: async ({ args, canvas, canvasElement }) => {
    const hex = canvas.getByRole('textbox', { name: 'Label colour' });
    const trigger = canvas.getByRole('button', { name: 'Choose colour' });
    await expect(hex).toHaveValue(BLUE);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAccessibleDescription('Label colour');

    const popover = await openPopover(canvasElement, canvas, 'Choose colour', 'Label colour');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const inside = within(popover);
    const area = inside.getByRole('slider', { name: 'Saturation and brightness' });
    await expectFocusOn(area);
    await expect(area).toHaveAttribute('aria-roledescription', '2D slider');
    await expect(area.getAttribute('aria-valuetext')).toMatch(/^Saturation: \d+%, Brightness: \d+%$/);
    await expect(inside.getByRole('slider', { name: 'Hue' })).toHaveAttribute('aria-valuetext', expect.stringMatching(/°$/));
    await expect(inside.getByRole('slider', { name: 'Opacity' })).toHaveAttribute('aria-valuetext', '100%');
    // The value text in the default format, rgba.
    await expect(valueText(popover)).toMatch(/^rgba\(/);
    await expect(numbersOf(valueText(popover))).toEqual([...rgbOf(BLUE), 1]);

    // The swatches: a group of buttons, each named by its colour or its own label, the chosen one pressed.
    const swatches = within(inside.getByRole('group', { name: 'Swatches' })).getAllByRole('button');
    await expect(swatches.map((swatch) => swatch.getAttribute('aria-label'))).toEqual([
      `Colour ${BLUE}`,
      `Colour ${RED}`,
      `Colour ${AMBER}`,
      `Colour ${PURPLE}`,
      `Colour ${INK}`,
      'Forest green',
    ]);
    await expect(swatches[0]).toHaveAttribute('aria-pressed', 'true');
    await pointAndClick(inside.getByRole('button', { name: `Colour ${RED}` }));
    await expect(hex).toHaveValue(RED);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(RED);
    await expect(swatches[1]).toHaveAttribute('aria-pressed', 'true');
    await expect(swatches[0]).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(numbersOf(valueText(popover))).toEqual([...rgbOf(RED), 1]));

    // Back to the area with Shift+Tab: ArrowLeft takes saturation away, ArrowUp adds brightness.
    await tabBackTo(area);
    const [saturation, brightness] = numbersIn(area);
    const before = valueText(popover);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(numbersIn(area)).toEqual([saturation - 1, brightness]));
    await expect(valueText(popover)).not.toBe(before);
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() => expect(numbersIn(area)).toEqual([saturation - 1, brightness - 10]));
    await expect(hex).not.toHaveValue(RED);
    await expect(args.onValueChange).toHaveBeenLastCalledWith((hex as HTMLInputElement).value);
    await expect(swatches[1]).toHaveAttribute('aria-pressed', 'false');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await focusReturnedTo(trigger);
  },
};

/**
 * Typed into the text box, a colour is taken on a blur (here Tab) or Enter, with or without its '#'. Text that
 * is no colour stays as typed until then, and goes back to the colour before, which is kept, with a notice.
 */
export const TypedHexValue: Story = {
  args: { label: 'Cap colour', defaultValue: BLUE, helperText: 'The hex code from your brand guidelines.' },
  play: async ({ args, canvas }) => {
    const hex = canvas.getByRole('textbox', { name: 'Cap colour' });
    const status = canvas.getByRole('status');
    await expect(hex).toHaveAccessibleDescription('The hex code from your brand guidelines.');
    await userEvent.tripleClick(hex);
    await userEvent.keyboard(GREEN.slice(1));
    await expect(hex).toHaveValue(GREEN.slice(1));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(hex).toHaveValue(GREEN);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith(GREEN);
    // The trigger shows it.
    const swatch = canvas.getByRole('button', { name: 'Choose colour' }).querySelector('[data-part="swatch"]') as HTMLElement;
    await expect(numbersOf(getComputedStyle(swatch).backgroundColor)).toEqual(rgbOf(GREEN));

    // Enter takes the text too: no colour goes back, focus stays; a colour is taken and clears the notice.
    await userEvent.tripleClick(hex);
    await userEvent.keyboard('zz{Enter}');
    await expect(hex).toHaveValue(GREEN);
    await expect(hex).toHaveFocus();
    await expect(status).toHaveTextContent(`“zz” is not a colour, so it was changed back to ${GREEN}.`);
    await userEvent.tripleClick(hex);
    await userEvent.keyboard(`${RED}{Enter}`);
    await expect(hex).toHaveValue(RED);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(RED);
    await expect(status).toHaveTextContent('');

    // No colour: what was typed stays while the box has focus, then goes back to the colour before, which is kept.
    await userEvent.tripleClick(hex);
    await userEvent.keyboard('#12345g');
    await expect(hex).toHaveValue('#12345g');
    await expect(status).toHaveTextContent('');
    await userEvent.tab();
    await expect(hex).toHaveValue(RED);
    const notice = `“#12345g” is not a colour, so it was changed back to ${RED}.`;
    await expect(status).toHaveTextContent(notice);
    await expect(hex).toHaveAccessibleDescription(`${notice} The hex code from your brand guidelines.`);
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

interface FormStoryArgs {
  onNativeSubmit: (entries: [string, FormDataEntryValue][]) => void;
}

/**
 * In a plain `<form>`: with no colour, `required` stops the submit and focus goes to the text box; a swatch
 * picked, the FormData holds its hex under the field's name. A click on the text box closes the popover, and
 * Escape afterwards still gives focus back to the trigger.
 */
export const InANativeForm: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn() },
  render: ({ onNativeSubmit }) => (
    <form
      aria-label="Private-label request"
      onSubmit={(event) => {
        event.preventDefault();
        onNativeSubmit([...new FormData(event.currentTarget).entries()]);
      }}
    >
      <Stack gap="4" align="start">
        <ColorPicker label="Label colour" name="labelColour" required swatches={SWATCHES} />
        <Button type="submit">Send request</Button>
      </Stack>
    </form>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const hex = canvas.getByRole('textbox', { name: 'Label colour' });
    await expect(hex).toHaveValue('');
    await expect(hex).toHaveAttribute('aria-required', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(args.onNativeSubmit).not.toHaveBeenCalled();
    await expectFocusOn(hex);

    // A click on the text box closes the popover and leaves focus there; opened again, Escape still gives focus
    // back to the trigger (zag, told by that click that focus had gone elsewhere, dropped it).
    const trigger = canvas.getByRole('button', { name: 'Choose colour' });
    let popover = await openPopover(canvasElement, canvas, 'Choose colour', 'Label colour');
    await expect(valueText(popover)).toBe('No colour');
    await pointAndClick(hex);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expectFocusOn(hex);
    popover = await openPopover(canvasElement, canvas, 'Choose colour', 'Label colour');
    await pointAndClick(within(popover).getByRole('button', { name: `Colour ${BLUE}` }));
    await expect(hex).toHaveValue(BLUE);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(args.onNativeSubmit).toHaveBeenCalledWith([['labelColour', BLUE]]);
  },
};

/**
 * With `useForm`: a submit without a colour shows the error by the field, describing the text box, with focus
 * on it; a colour typed clears it, and the submit hands over the hex.
 */
export const WithUseForm: Story = {
  render: function LabelRequest() {
    const [saved, setSaved] = useState('');
    const form = useForm({
      initialValues: { labelColour: '' },
      validate: ({ labelColour }) => ({ labelColour: labelColour ? undefined : 'Choose the colour of your label.' }),
      onSubmit: ({ labelColour }) => setSaved(labelColour),
    });
    return (
      <form aria-label="Private-label request" {...form.formProps}>
        <Stack gap="4" align="start">
          <ColorPicker
            label="Label colour"
            name="labelColour"
            required
            value={form.values.labelColour}
            onValueChange={(colour) => form.setValue('labelColour', colour)}
            errorText={form.errors.labelColour}
          />
          <Button type="submit">Send request</Button>
          <output>{saved && `Saved: ${saved}`}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const hex = canvas.getByRole('textbox', { name: 'Label colour' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expectFocusOn(hex);
    await expect(canvas.getByText('Choose the colour of your label.')).toBeVisible();
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(hex).toHaveAccessibleDescription('Choose the colour of your label.');
    await userEvent.keyboard(GREEN);
    await userEvent.tab();
    await expect(hex).toHaveValue(GREEN);
    await waitFor(() => expect(canvas.queryByText('Choose the colour of your label.')).toBeNull());
    await expect(hex).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByText(`Saved: ${GREEN}`)).toBeVisible();
  },
};

/**
 * In a Dialog: the popover opens above the dialog, in its layer; Escape closes the popover first, focus back on
 * its trigger, and a second Escape closes the dialog, focus back on its opener.
 */
export const InADialog: Story = {
  args: { defaultValue: PURPLE, swatches: SWATCHES },
  render: (args) => (
    <Dialog title="Private-label request" trigger={<Button variant="outline">Request a label</Button>}>
      <ColorPicker {...args} />
    </Dialog>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = page(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Request a label' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Private-label request' });
    await focusInside(dialog);
    const d = within(dialog);
    const trigger = d.getByRole('button', { name: 'Choose colour' });
    const popover = await openPopover(canvasElement, d, 'Choose colour', 'Label colour');
    // Above the dialog: in the dialog's own layer (the package's Portal), and a pointer at its middle meets it.
    await expect(dialog).toContainElement(popover);
    await waitFor(() => {
      const box = popover.getBoundingClientRect();
      const hit = popover.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(popover.contains(hit)).toBe(true);
    });
    await pointAndClick(within(popover).getByRole('button', { name: 'Forest green' }));
    await expect(d.getByRole('textbox', { name: 'Label colour' })).toHaveValue(GREEN);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Label colour' })).toBeNull());
    await expect(dialog).toBeVisible();
    await expectFocusOn(trigger);
    await layerListens();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(opener);
  },
};

const ar = (value: number, style: 'percent' | 'unit' = 'percent') =>
  new Intl.NumberFormat('ar', style === 'percent' ? { style } : { style, unit: 'degree' }).format(value);

/**
 * In Arabic every name is Arabic, the text box is at the right of the trigger, and the sliders run from the
 * right: ArrowLeft adds hue. The area is drawn as in left to right (white at the left): ArrowRight adds
 * saturation and moves the thumb right, and a press near its left edge picks little saturation. The popover
 * stays open, for its picture in right to left.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'لون الملصق', defaultValue: BLUE, swatches: SWATCHES },
  play: async ({ canvas, canvasElement }) => {
    const hex = canvas.getByRole('textbox', { name: 'لون الملصق' });
    const trigger = canvas.getByRole('button', { name: 'اختيار اللون' });
    await expectRightToLeft(trigger);
    await expectRightOf(hex, trigger);
    const popover = await openPopover(canvasElement, canvas, 'اختيار اللون', 'لون الملصق');
    const inside = within(popover);
    const area = inside.getByRole('slider', { name: 'التشبع والسطوع' });
    await expect(area).toHaveAttribute('aria-roledescription', 'منزلق ثنائي الأبعاد');
    await expect(area).toHaveAttribute('aria-valuetext', `التشبع: ${ar(0.87)}، السطوع: ${ar(0.85)}`);
    await expect(inside.getByRole('button', { name: `اللون ${RED}` })).toBeVisible();

    // The area keeps its sides: its thumb sits at its saturation from the left, and ArrowRight adds to it.
    const box = popover.querySelector<HTMLElement>('[data-part="area"]') as HTMLElement;
    await expect(across(area, box)).toBeCloseTo(0.87, 1);
    await expectFocusOn(area);
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(area).toHaveAttribute('aria-valuetext', `التشبع: ${ar(0.97)}، السطوع: ${ar(0.85)}`));
    await expect(across(area, box)).toBeCloseTo(0.97, 1);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    await waitFor(() => expect(area).toHaveAttribute('aria-valuetext', `التشبع: ${ar(0.77)}، السطوع: ${ar(0.85)}`));
    // A press a tenth of the way in from the left, halfway up: saturation 10, brightness 50.
    const { left, top, width, height } = box.getBoundingClientRect();
    const coords = { clientX: Math.round(left + width / 10), clientY: Math.round(top + height / 2) };
    await userEvent.pointer({ target: box, coords });
    await userEvent.pointer({ keys: '[MouseLeft]', target: box, coords });
    await waitFor(() => expect(area).toHaveAttribute('aria-valuetext', `التشبع: ${ar(0.1)}، السطوع: ${ar(0.5)}`));
    await expectFocusOn(area);
    await expect(across(area, box)).toBeCloseTo(0.1, 1);

    // The hue slider runs from the right: ArrowLeft adds hue and moves its thumb left.
    const hue = inside.getByRole('slider', { name: 'درجة اللون' });
    const track = hue.parentElement as HTMLElement;
    const start = across(hue, track);
    await userEvent.tab();
    if (hue.ownerDocument.activeElement !== hue) await userEvent.tab();
    await expectFocusOn(hue);
    const degrees = Number(hue.getAttribute('aria-valuenow'));
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await waitFor(() => expect(Number(hue.getAttribute('aria-valuenow'))).toBeGreaterThan(degrees + 9));
    await expect(across(hue, track)).toBeLessThan(start);
    await expect(inside.getByRole('slider', { name: 'العتامة' })).toHaveAttribute('aria-valuetext', ar(1));
  },
};

/**
 * In Swedish every name is Swedish: the trigger, the area and its value, the sliders, the swatches and the eye
 * dropper; with no colour yet the text box is empty and the popover says 'Ingen färg'.
 */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Etikettens färg', swatches: [BLUE, RED] },
  play: async ({ canvas, canvasElement }) => {
    const hex = canvas.getByRole('textbox', { name: 'Etikettens färg' });
    await expect(hex).toHaveValue('');
    const popover = await openPopover(canvasElement, canvas, 'Välj färg', 'Etikettens färg');
    const inside = within(popover);
    const area = inside.getByRole('slider', { name: 'Mättnad och ljusstyrka' });
    await expect(area).toHaveAttribute('aria-roledescription', '2D-reglage');
    const sv = (value: number) => new Intl.NumberFormat('sv', { style: 'percent' }).format(value);
    await expect(area).toHaveAttribute('aria-valuetext', `Mättnad: ${sv(0)}, Ljusstyrka: ${sv(0)}`);
    await expect(inside.getByRole('slider', { name: 'Nyans' })).toBeVisible();
    await expect(inside.getByRole('slider', { name: 'Opacitet' })).toHaveAttribute('aria-valuetext', sv(1));
    await expect(valueText(popover)).toBe('Ingen färg');
    const swatches = within(inside.getByRole('group', { name: 'Färgprover' })).getAllByRole('button');
    await expect(swatches.map((swatch) => swatch.getAttribute('aria-label'))).toEqual([`Färg ${BLUE}`, `Färg ${RED}`]);
    for (const swatch of swatches) await expect(swatch).toHaveAttribute('aria-pressed', 'false');
    if ('EyeDropper' in window) await expect(inside.getByRole('button', { name: 'Välj en färg från skärmen' })).toBeVisible();
    await pointAndClick(swatches[1]);
    await expect(hex).toHaveValue(RED);
    await expect(swatches[1]).toHaveAttribute('aria-pressed', 'true');
  },
};
