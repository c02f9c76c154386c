import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AngleSlider, Button, Dialog, Stack } from '../../../src';
import { expectRightToLeft } from '../../support/direction';
import { nextFrames } from '../../support/frames';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

const LABEL = 'Label rotation';

const meta = {
  title: 'Components/Forms/AngleSlider',
  component: AngleSlider,
  args: { label: LABEL, name: 'rotation', onValueChange: fn(), onValueChangeEnd: fn() },
  parameters: {
    a11y: { test: 'error' },
    docs: {
      description: {
        component:
          "A dial to choose an angle from 0 to 359 degrees on Ark's angle slider, e.g. a label's rotation on a bottle or a pallet's orientation. The needle is a `slider` named by the label and read as '90 degrees' in the page's language (`aria-valuetext`), with the WAI-ARIA slider's keys: ArrowRight and ArrowUp add a `step`, ArrowLeft and ArrowDown take one away, PageUp/PageDown and Shift with an arrow move ten steps, Home is 0 and End 359 (Ark's range is fixed: there is no `min` or `max`). In right to left the dial turns the other way, so ArrowLeft adds a step and ArrowRight takes one away. A press or a drag anywhere on the dial sets the angle. `marks` draws ticks every 45° (`true`) or at the angles given. Helper text and error text (describing the slider) are the Field's; with `name` a native form submits the angle, `disabled` submits nothing. Compose `AngleSlider.Root`, `Label`, `Control`, `Track`, `Thumb`, `MarkerGroup`, `Marker`, `ValueText` and `HiddenInput` for another layout.",
      },
    },
  },
} satisfies Meta<typeof AngleSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses each key, a frame apart, as a person does. */
async function press(...keys: string[]) {
  for (const key of keys) {
    await userEvent.keyboard(key);
    await nextFrames();
  }
}

/** The slider's value and what a screen reader says for it. */
async function expectAngle(thumb: HTMLElement, value: number, text: string) {
  await waitFor(() => expect(thumb).toHaveAttribute('aria-valuenow', String(value)));
  await expect(thumb).toHaveAttribute('aria-valuetext', text);
}

/** Every key of the WAI-ARIA slider, from 0°, and the focus ring. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider', { name: LABEL });
    await expectAngle(thumb, 0, '0 degrees');
    await expect(thumb).toHaveAttribute('aria-valuemin', '0');
    await expect(thumb).toHaveAttribute('aria-valuemax', '359');
    await expect(canvas.getByText('0°')).toBeVisible();
    await userEvent.tab();
    await expectFocusOn(thumb);
    await expect(getComputedStyle(thumb).outlineStyle).toBe('solid');
    await press('{ArrowRight}');
    await expectAngle(thumb, 1, '1 degree');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    await expect(args.onValueChangeEnd).toHaveBeenLastCalledWith(1);
    await press('{ArrowUp}');
    await expectAngle(thumb, 2, '2 degrees');
    await press('{ArrowLeft}');
    await expectAngle(thumb, 1, '1 degree');
    await press('{ArrowDown}');
    await expectAngle(thumb, 0, '0 degrees');
    await press('{PageUp}');
    await expectAngle(thumb, 10, '10 degrees');
    await press('{Shift>}{ArrowRight}{/Shift}');
    await expectAngle(thumb, 20, '20 degrees');
    await press('{PageDown}');
    await expectAngle(thumb, 10, '10 degrees');
    await press('{End}');
    await expectAngle(thumb, 359, '359 degrees');
    await expect(canvas.getByText('359°')).toBeVisible();
    await press('{Home}');
    await expectAngle(thumb, 0, '0 degrees');
    await expect(args.onValueChangeEnd).toHaveBeenLastCalledWith(0);
  },
};

/** Held by its owner: the keys report the angle, a button outside sets it. */
export const Controlled: Story = {
  render: function PalletOrientation(args) {
    const [angle, setAngle] = useState(90);
    return (
      <Stack gap="4" align="start">
        <AngleSlider {...args} label="Pallet orientation" value={angle} onValueChange={setAngle} />
        <Button variant="outline" onClick={() => setAngle(0)}>
          Straighten
        </Button>
        <output>Saved angle: {angle}</output>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Pallet orientation' });
    await expectAngle(thumb, 90, '90 degrees');
    await userEvent.tab();
    await expectFocusOn(thumb);
    await press('{ArrowRight}');
    await expect(await canvas.findByText('Saved angle: 91')).toBeVisible();
    await expectAngle(thumb, 91, '91 degrees');
    await userEvent.click(canvas.getByRole('button', { name: 'Straighten' }));
    await expectAngle(thumb, 0, '0 degrees');
    await expect(canvas.getByText('Saved angle: 0')).toBeVisible();
  },
};

/** A tick every 45° and a step of 45°: the arrows go from tick to tick, the tick at the angle drawn in the accent. */
export const WithMarkers: Story = {
  args: { marks: true, step: 45, defaultValue: 90 },
  play: async ({ canvas, canvasElement }) => {
    const thumb = canvas.getByRole('slider', { name: LABEL });
    const markers = canvasElement.querySelectorAll('[data-part="marker"]');
    await expect(markers).toHaveLength(8);
    await expect(canvasElement.querySelector('[data-part="marker"][data-value="90"]')).toHaveAttribute('data-state', 'at-value');
    await userEvent.tab();
    await press('{ArrowRight}');
    await expectAngle(thumb, 135, '135 degrees');
    await expect(canvasElement.querySelector('[data-part="marker"][data-value="135"]')).toHaveAttribute('data-state', 'at-value');
  },
};

/** Disabled: out of the tab order, `aria-disabled`, and the keys do nothing. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 45 },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: LABEL });
    await expect(thumb).toHaveAttribute('aria-disabled', 'true');
    await expect(thumb).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await expect(thumb).not.toHaveFocus();
    await expectAngle(thumb, 45, '45 degrees');
  },
};

/** With a hint and an error: the Field's error text, shown with its icon, the slider invalid and described by both. */
export const Invalid: Story = {
  args: {
    defaultValue: 120,
    helperText: "Measured clockwise from the bottle's seam.",
    errorText: 'A label this far round covers the barcode: choose 90° or less.',
  },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: LABEL });
    await expect(thumb).toHaveAttribute('aria-invalid', 'true');
    await expect(thumb).toHaveAccessibleDescription(
      "A label this far round covers the barcode: choose 90° or less. Measured clockwise from the bottle's seam.",
    );
    const error = canvas.getByText('A label this far round covers the barcode: choose 90° or less.');
    await expect(error).toBeVisible();
    await expect(error.querySelector('svg')).not.toBeNull();
  },
};

/** In a plain `<form>`: the FormData holds the angle under the field's name, the new one after a key. */
export const InANativeForm: Story = {
  render: function LabelSpec() {
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        aria-label="Label placement"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>).toString());
        }}
      >
        <Stack gap="4" align="start">
          <AngleSlider label="Label rotation" name="rotation" defaultValue={90} />
          <Button type="submit">Save placement</Button>
          <output>{submitted && `Submitted: ${submitted}`}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: LABEL });
    await userEvent.click(canvas.getByRole('button', { name: 'Save placement' }));
    await expect(await canvas.findByText('Submitted: rotation=90')).toBeVisible();
    thumb.focus();
    await press('{ArrowRight}');
    await expectAngle(thumb, 91, '91 degrees');
    await userEvent.click(canvas.getByRole('button', { name: 'Save placement' }));
    await expect(await canvas.findByText('Submitted: rotation=91')).toBeVisible();
  },
};

/** In a dialog: the dial takes its keys there, Escape closes the dialog and focus goes back to its trigger. */
export const InADialog: Story = {
  render: (args) => (
    <Dialog title="Pallet orientation" trigger={<Button variant="outline">Orient pallet</Button>}>
      <AngleSlider {...args} label="Orientation" marks />
    </Dialog>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Orient pallet' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Pallet orientation' });
    await focusInside(dialog);
    const thumb = within(dialog).getByRole('slider', { name: 'Orientation' });
    thumb.focus();
    await press('{PageUp}');
    await expectAngle(thumb, 10, '10 degrees');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
  },
};

/** In Swedish: '90 grader' for a screen reader, '90°' on screen. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Etikettens vridning', defaultValue: 90 },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Etikettens vridning' });
    await expectAngle(thumb, 90, '90 grader');
    await expect(canvas.getByText('90°')).toBeVisible();
    thumb.focus();
    await press('{ArrowLeft}');
    await expectAngle(thumb, 89, '89 grader');
  },
};

const ar = (n: number) => new Intl.NumberFormat('ar').format(n);

/**
 * In Arabic: the label at the right, the angle in Arabic words, and the dial turning the other way: ArrowLeft adds a
 * degree and ArrowRight takes one away; ArrowUp still adds and ArrowDown takes away.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'دوران الملصق', defaultValue: 90 },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'دوران الملصق' });
    await expectRightToLeft(canvas.getByText('دوران الملصق'));
    await expectAngle(thumb, 90, `${ar(90)} درجة`);
    thumb.focus();
    await press('{ArrowLeft}');
    await expectAngle(thumb, 91, `${ar(91)} درجة`);
    await press('{ArrowRight}', '{ArrowRight}');
    await expectAngle(thumb, 89, `${ar(89)} درجة`);
    await press('{ArrowUp}');
    await expectAngle(thumb, 90, `${ar(90)} درجة`);
    await press('{ArrowDown}');
    await expectAngle(thumb, 89, `${ar(89)} درجة`);
  },
};
