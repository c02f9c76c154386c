import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Button, Dialog, SignaturePad, Stack, useForm } from '../../../src';
import { expectRightToLeft } from '../../support/direction';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

const meta = {
  title: 'Components/Forms/SignaturePad',
  component: SignaturePad,
  args: {
    label: "Recipient's signature",
    name: 'signature',
    helperText: 'The person who takes the delivery signs here.',
    onValueChange: fn(),
    onDrawEnd: fn(),
  },
  // A phone's width, with room for the focus ring.
  decorators: [
    (Story) => (
      <Box maxW="md" p="1">
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A box to sign in with a finger, a stylus or the mouse (Ark's signature pad), e.g. the recipient's signature for a driver's proof of delivery on a phone or tablet. To a screen reader the box is an image ('signature pad') named by the label and described by its state, 'Not signed. Sign with a finger, a stylus or the mouse.' until a stroke is drawn, then 'Signed.'; it is in the tab order so that keyboard and screen-reader users find it, though keys do not draw. 'Clear signature' under the box, at its start, is disabled while the box is empty, empties it and gives focus back to the box. Label, required mark, helper text and error text are the Field's, as in RatingGroup. With `name` a form submits the signature as a data URL of its image (a PNG, or `imageType`), `required` stops a native submit with 'Sign in the box to continue.' by the field, and `onValueChange` gives the same data URL to `useForm`, whose reset to '' empties the pad. `onDrawEnd`, `paths`/`defaultPaths` and `drawing` are Ark's. Compose from `SignaturePad.Root`, `SignaturePad.Control`… when the props do not cover it.",
      },
    },
  },
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

const NOT_SIGNED = 'Not signed. Sign with a finger, a stylus or the mouse.';

/**
 * Draws a stroke across `pad` with the mouse, as a person signs: pressed at the first point, moved through the
 * others, released at the last. Points are fractions of the box's width and height.
 */
async function sign(pad: HTMLElement, points: [number, number][] = WAVE) {
  const box = pad.getBoundingClientRect();
  const at = ([x, y]: [number, number]) => ({
    clientX: Math.round(box.left + x * box.width),
    clientY: Math.round(box.top + y * box.height),
  });
  // A hand moves through many points between the corners of its stroke: four moves to each leg.
  const path = points.flatMap((point, i) => {
    if (i === 0) return [point];
    const [x0, y0] = points[i - 1];
    return [1, 2, 3, 4].map((step): [number, number] => [x0 + ((point[0] - x0) * step) / 4, y0 + ((point[1] - y0) * step) / 4]);
  });
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: pad, coords: at(path[0]) },
    ...path.slice(1).map((point) => ({ target: pad, coords: at(point) })),
    { keys: '[/MouseLeft]', target: pad, coords: at(path[path.length - 1]) },
  ]);
}

const WAVE: [number, number][] = [
  [0.1, 0.6],
  [0.18, 0.3],
  [0.26, 0.65],
  [0.34, 0.35],
  [0.42, 0.6],
  [0.5, 0.4],
  [0.58, 0.62],
  [0.66, 0.3],
  [0.74, 0.55],
];

/** The strokes drawn in `pad`: its `<path>` elements. */
const strokesIn = (pad: HTMLElement) => pad.querySelectorAll('svg path');

/** The input that carries the signature into a form, by its name. */
const hiddenInput = (element: HTMLElement, name: string) =>
  element.ownerDocument.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

/** How many pixels of the image `dataUrl` hold ink (are mostly opaque): what the server receives of the signature. */
async function inkIn(dataUrl: string) {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let inked = 0;
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] > 128) inked += 1;
  return inked;
}

/**
 * Tab reaches the box, named by the label and described as not signed. A stroke with the mouse signs it: the ink
 * shows, 'Sign here' goes, the description says 'Signed.', the form's value is a PNG and Clear is enabled; Clear
 * empties the box again and gives focus back to it.
 */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const pad = canvas.getByRole('img', { name: "Recipient's signature" });
    const clear = canvas.getByRole('button', { name: 'Clear signature' });
    const input = hiddenInput(canvasElement, 'signature');
    await expect(pad).toHaveAttribute('aria-roledescription', 'signature pad');
    await expect(pad).toHaveAccessibleDescription(`${NOT_SIGNED} The person who takes the delivery signs here.`);
    await expect(canvas.getByText('Sign here')).toBeVisible();
    await expect(clear).toBeDisabled();
    await expect(input).toHaveValue('');
    // The label, then Tab, both lead to the box.
    await userEvent.click(canvas.getByText("Recipient's signature"));
    await expectFocusOn(pad);
    pad.blur();
    await userEvent.tab();
    await expectFocusOn(pad);

    await sign(pad);
    await waitFor(() => expect(clear).toBeEnabled());
    await expect(strokesIn(pad)).toHaveLength(1);
    await expect(canvas.queryByText('Sign here')).toBeNull();
    await expect(pad).toHaveAccessibleDescription('Signed. The person who takes the delivery signs here.');
    await waitFor(() => expect(input.value).toMatch(/^data:image\/png;base64,/));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(input.value);
    // The image holds the stroke: ink on a transparent ground, not a blank picture.
    await expect(await inkIn(input.value)).toBeGreaterThan(200);
    await expect(args.onDrawEnd).toHaveBeenCalledWith(expect.objectContaining({ paths: [expect.any(String)] }));
    // A second stroke adds to the first.
    await sign(pad, [
      [0.2, 0.8],
      [0.5, 0.78],
      [0.8, 0.8],
    ]);
    await waitFor(() => expect(strokesIn(pad)).toHaveLength(2));

    // Tab goes on to Clear; pressing it empties the box, and focus goes back to the box, not to the page.
    await userEvent.tab();
    await expectFocusOn(clear);
    await userEvent.keyboard('{Enter}');
    await expectFocusOn(pad);
    await expect(strokesIn(pad)).toHaveLength(0);
    await expect(clear).toBeDisabled();
    await expect(pad).toHaveAccessibleDescription(`${NOT_SIGNED} The person who takes the delivery signs here.`);
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByText('Sign here')).toBeVisible();
  },
};

/**
 * In a plain `<form>`: sent unsigned, the required pad stops the submit, focus goes to the box and 'Sign in the box
 * to continue.' shows by the field, describing it; signed, the FormData holds the PNG under the field's name.
 */
export const RequiredInANativeForm: Story = {
  render: function ProofOfDelivery(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        aria-label="Proof of delivery"
        onSubmit={(event) => {
          event.preventDefault();
          const signature = new FormData(event.currentTarget).get('signature');
          setSubmitted(typeof signature === 'string' ? signature : '');
        }}
      >
        <Stack gap="4" align="stretch">
          <SignaturePad {...args} required />
          <Button type="submit">Confirm delivery</Button>
          <output>{submitted && `Submitted the signature as ${submitted.slice(5, 14)}.`}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const pad = canvas.getByRole('img', { name: "Recipient's signature" });
    await expect(pad).toHaveAccessibleDescription(
      `${NOT_SIGNED} A signature is required. The person who takes the delivery signs here.`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm delivery' }));
    await expectFocusOn(pad);
    await expect(await canvas.findByText('Sign in the box to continue.')).toBeVisible();
    await expect(pad).toHaveAttribute('aria-invalid', 'true');
    await expect(pad).toHaveAccessibleDescription(
      `${NOT_SIGNED} A signature is required. Sign in the box to continue. The person who takes the delivery signs here.`,
    );
    await expect(canvas.queryByText(/^Submitted/)).toBeNull();

    await sign(pad);
    await waitFor(() => expect(canvas.queryByText('Sign in the box to continue.')).toBeNull());
    await expect(pad).not.toHaveAttribute('aria-invalid');
    await expect(pad).toHaveAccessibleDescription('Signed. The person who takes the delivery signs here.');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm delivery' }));
    await expect(await canvas.findByText('Submitted the signature as image/png.')).toBeVisible();
  },
};

/**
 * With `useForm`: a submit without a signature shows the form's own message by the field, with focus on the box;
 * signing clears it, and the submit hands over the PNG's data URL. The form empties itself after the submit
 * (`resetOnSubmit`), and so does the pad.
 */
export const WithUseForm: Story = {
  render: function ProofOfDelivery(args) {
    const [saved, setSaved] = useState('');
    const form = useForm({
      initialValues: { signature: '' },
      validate: ({ signature }) => ({ signature: signature ? undefined : 'Ask the recipient to sign before you leave.' }),
      onSubmit: ({ signature }) => setSaved(signature),
      resetOnSubmit: true,
    });
    return (
      <form aria-label="Proof of delivery" {...form.formProps}>
        <Stack gap="4" align="stretch">
          <SignaturePad
            {...args}
            required
            value={form.values.signature}
            onValueChange={(signature) => form.setValue('signature', signature)}
            errorText={form.errors.signature}
          />
          <Button type="submit">Confirm delivery</Button>
          <output>
            {saved && `Saved a signature of ${saved.startsWith('data:image/png;base64,') ? 'PNG' : 'unknown'} type.`}
          </output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const pad = canvas.getByRole('img', { name: "Recipient's signature" });
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm delivery' }));
    await expectFocusOn(pad);
    await expect(await canvas.findByText('Ask the recipient to sign before you leave.')).toBeVisible();
    await expect(pad).toHaveAttribute('aria-invalid', 'true');
    await expect(pad).toHaveAccessibleDescription(
      `${NOT_SIGNED} A signature is required. Ask the recipient to sign before you leave. The person who takes the delivery signs here.`,
    );

    await sign(pad);
    await waitFor(() => expect(canvas.queryByText('Ask the recipient to sign before you leave.')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm delivery' }));
    await expect(await canvas.findByText('Saved a signature of PNG type.')).toBeVisible();
    // The form went back to its initial values: the pad is empty again, ready for the next delivery.
    await waitFor(() => expect(strokesIn(pad)).toHaveLength(0));
    await expect(pad).toHaveAccessibleDescription(
      `${NOT_SIGNED} A signature is required. The person who takes the delivery signs here.`,
    );
    await waitFor(() => expect(hiddenInput(canvasElement, 'signature')).toHaveValue(''));
    await expect(canvas.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
  },
};

/** In a Dialog the pad takes strokes as on the page, Clear works, and Escape closes the dialog, focus back on its opener. */
export const InADialog: Story = {
  render: (args) => (
    <Dialog
      title="Confirm delivery of SHP-30418"
      description="Hand the device to the recipient."
      trigger={<Button variant="outline">Get signature</Button>}
    >
      <SignaturePad {...args} />
    </Dialog>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Get signature' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Confirm delivery of SHP-30418' });
    await focusInside(dialog);
    const inDialog = within(dialog);
    const pad = inDialog.getByRole('img', { name: "Recipient's signature" });
    const clear = inDialog.getByRole('button', { name: 'Clear signature' });
    await expect(clear).toBeDisabled();
    await sign(pad);
    await waitFor(() => expect(clear).toBeEnabled());
    await expect(strokesIn(pad)).toHaveLength(1);
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/png/)));
    await expect(pad).toHaveAccessibleDescription('Signed. The person who takes the delivery signs here.');
    await userEvent.click(clear);
    await expectFocusOn(pad);
    await expect(strokesIn(pad)).toHaveLength(0);
    // Escape from the box closes the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(opener);
  },
};

/**
 * Read-only, a stored signature shows and can be reached, takes no strokes, has no clear button and still submits;
 * disabled, the box is out of the tab order, takes no strokes, and Clear stays disabled.
 */
export const DisabledAndReadOnly: Story = {
  render: function DeliveredEarlier() {
    const [submitted, setSubmitted] = useState<string[]>([]);
    return (
      <form
        aria-label="Delivery record"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted([...new FormData(event.currentTarget).keys()]);
        }}
      >
        <Stack gap="6" align="stretch">
          <SignaturePad
            label="Signed at pickup"
            name="pickup"
            readOnly
            defaultPaths={['M40 100 Q70 50 100 100 T160 100 T220 100 L220 103 Q190 53 160 103 T100 103 T40 103 Z']}
          />
          <SignaturePad label="Signed at delivery" name="delivery" disabled />
          <Button type="submit">Save record</Button>
          <output>{submitted.length > 0 && `Submitted: ${submitted.join(', ')}`}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const stored = canvas.getByRole('img', { name: 'Signed at pickup' });
    await expect(stored).toHaveAccessibleDescription('Signed.');
    await expect(strokesIn(stored)).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Clear signature' })).not.toBeNull();
    await expect(within(stored.parentElement as HTMLElement).queryByRole('button')).toBeNull();
    await sign(stored);
    await expect(strokesIn(stored)).toHaveLength(1);
    await waitFor(() => expect(hiddenInput(canvasElement, 'pickup').value).toMatch(/^data:image\/png;base64,/));

    const off = canvas.getByRole('img', { name: 'Signed at delivery' });
    await expect(off).toHaveAttribute('aria-disabled', 'true');
    await expect(off).not.toHaveAttribute('tabindex');
    await sign(off);
    await expect(strokesIn(off)).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
    // Tab reaches the read-only box, then passes the disabled box and its Clear by, to the form's button.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expectFocusOn(stored);
    await userEvent.tab();
    await expectFocusOn(canvas.getByRole('button', { name: 'Save record' }));
    await userEvent.keyboard('{Enter}');
    // The read-only signature submits; the disabled one does not.
    await expect(await canvas.findByText('Submitted: pickup')).toBeVisible();
  },
};

/** In Arabic every text is Arabic, and Clear sits under the box at its start, the right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'توقيع المستلم', helperText: 'يوقّع هنا الشخص الذي يستلم الشحنة.' },
  play: async ({ canvas }) => {
    const pad = canvas.getByRole('img', { name: 'توقيع المستلم' });
    await expectRightToLeft(pad);
    await expect(pad).toHaveAttribute('aria-roledescription', 'لوحة التوقيع');
    await expect(pad).toHaveAccessibleDescription(
      'لم يتم التوقيع. وقّع بإصبعك أو بقلم أو بالفأرة. يوقّع هنا الشخص الذي يستلم الشحنة.',
    );
    const clear = canvas.getByRole('button', { name: 'مسح التوقيع' });
    const padBox = pad.getBoundingClientRect();
    const clearBox = clear.getBoundingClientRect();
    await expect(Math.round(clearBox.right)).toBe(Math.round(padBox.right));
    await expect(clearBox.left).toBeGreaterThan(padBox.left + padBox.width / 2);
    const hint = canvas.getByText('وقّع هنا');
    await expect(hint.getBoundingClientRect().right).toBeGreaterThan(padBox.left + padBox.width / 2);
    await sign(pad);
    await waitFor(() => expect(clear).toBeEnabled());
    await expect(pad).toHaveAccessibleDescription('تم التوقيع. يوقّع هنا الشخص الذي يستلم الشحنة.');
    await userEvent.click(clear);
    await expectFocusOn(pad);
    await expect(strokesIn(pad)).toHaveLength(0);
  },
};

/** In Swedish the box, its state, its hint and the clear button are Swedish. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Mottagarens signatur', helperText: 'Den som tar emot leveransen skriver under här.', required: true },
  play: async ({ canvas }) => {
    const pad = canvas.getByRole('img', { name: 'Mottagarens signatur' });
    await expect(pad).toHaveAttribute('aria-roledescription', 'signaturfält');
    await expect(pad).toHaveAccessibleDescription(
      'Inte signerad. Skriv under med fingret, en pekpenna eller musen. En signatur krävs. Den som tar emot leveransen skriver under här.',
    );
    await expect(canvas.getByText('Skriv under här')).toBeVisible();
    const clear = canvas.getByRole('button', { name: 'Rensa signaturen' });
    await expect(clear).toBeDisabled();
    await sign(pad);
    await waitFor(() => expect(clear).toBeEnabled());
    await expect(pad).toHaveAccessibleDescription('Signerad. Den som tar emot leveransen skriver under här.');
  },
};
