import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { NumberInput } from '../../../src';
import { type Reorder, ReorderDialog, ReorderForm } from '../../examples/ReorderForms';
import reorderFormsSource from '../../examples/ReorderForms.tsx?raw';
import { expectRightToLeft } from '../../support/direction';
import { nextFrames } from '../../support/frames';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

// Ark writes its value into the box a frame after each change: let that frame pass between two actions,
// as it always does between a person's keys.

/** Types `text` into the focused box a key at a time, a frame apart. */
async function typeKeys(text: string) {
  for (const key of text) {
    await userEvent.keyboard(key);
    await nextFrames();
  }
}

const meta = {
  title: 'Components/Forms/NumberInput',
  component: NumberInput,
  args: { label: 'Cases', name: 'cases', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A number in the page's language (Ark's number input): the locale's digits and separators (`1 234,5` in Swedish), buttons and ArrowUp/ArrowDown to step by `step`, `min` and `max` with clamping on blur, and `formatOptions` for currency or percent. `value`/`defaultValue` are numbers (`NaN` is empty); `onValueChange(valueAsNumber, valueAsString)`. With `name`, a form submits the number as plain digits (`1234.5`). Nothing typed vanishes unexplained: a letter is refused, and text that is not a number or a number out of range is changed on blur, each with a message under the box that screen readers announce. Label, required mark, helper and error text are the Field's, as in TextField.",
      },
    },
  },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Buttons and arrow keys step by 1 between 1 and 100; a letter is refused with a message; 150 typed becomes
 * 100 on blur, and the message says so.
 */
export const Default: Story = {
  args: { defaultValue: 10, min: 1, max: 100, helperText: 'Cases of 24 bottles, 1 to 100.' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('spinbutton', { name: 'Cases' });
    await waitFor(() => expect(box).toHaveValue('10'));
    await expect(box).toHaveAccessibleDescription('Cases of 24 bottles, 1 to 100.');
    // With limits, the spinbutton exposes exactly them.
    await expect(box).toHaveAttribute('aria-valuemin', '1');
    await expect(box).toHaveAttribute('aria-valuemax', '100');
    // The keyboard first: ArrowUp and ArrowDown step by 1.
    await userEvent.click(box);
    await nextFrames();
    // Ark takes the arrows once its machine has seen the focus (the root's data-focus).
    await waitFor(() => expect(box.parentElement).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{ArrowUp}');
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('11'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(11, '11');
    await userEvent.keyboard('{ArrowDown}');
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('10'));
    // Home and End go to the limits.
    await userEvent.keyboard('{End}');
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('100'));
    await userEvent.keyboard('{Home}');
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('1'));
    await userEvent.keyboard('{ArrowUp}');
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('2'));
    await userEvent.clear(box);
    await typeKeys('10');
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('10'));
    // The buttons step too, and leave the focus in the box.
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('11'));
    await expect(box).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('10'));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('11'));

    // A letter does not go in, and the field says why.
    await userEvent.type(box, 'x');
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('11'));
    await expect(args.onValueChange).toHaveBeenCalledTimes(11);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Only a number can be entered here.');
    await expect(status).toBeVisible();

    // Past the maximum: lowered to it on blur, with a message.
    await userEvent.clear(box);
    await nextFrames();
    await expect(status).toHaveTextContent('');
    // Typed as a person types: Ark restores the cursor a frame after each key.
    await typeKeys('150');
    await nextFrames();
    await userEvent.tab();
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('100'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(100, '100');
    await expect(status).toHaveTextContent('150 is more than the maximum, so it was changed to 100.');
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();

    // A paste with letters is refused whole, and what was there stays.
    await userEvent.click(box);
    await nextFrames();
    await userEvent.paste('12abc');
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('100'));
    await expect(status).toHaveTextContent('Only a number can be entered here.');
    // Text of number characters that still makes no number is removed on blur, and the field says so.
    await userEvent.clear(box);
    await nextFrames();
    await userEvent.paste('1-2');
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('1-2'));
    await userEvent.tab();
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(status).toHaveTextContent('“1-2” is not a number, so it was removed.'));
    await expect(box).toHaveAccessibleDescription('“1-2” is not a number, so it was removed. Cases of 24 bottles, 1 to 100.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(Number.NaN, '');
  },
};

/** Swedish, in kronor: `1 234,50 kr`, typed with a decimal comma, and the buttons named in Swedish. */
export const SwedishCurrency: Story = {
  globals: { locale: 'sv' },
  args: {
    label: 'Pris per enhet',
    name: 'price',
    defaultValue: 1234.5,
    step: 0.5,
    formatOptions: { style: 'currency', currency: 'SEK' },
  },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('spinbutton', { name: 'Pris per enhet' }) as HTMLInputElement;
    // Intl writes the spaces as no-break spaces.
    await waitFor(() => expect(box).toHaveValue('1\u00a0234,50\u00a0kr'));
    // No limits, so none is announced, and Home and End leave the number as it is (they move the caret).
    await expect(box).not.toHaveAttribute('aria-valuemin');
    await expect(box).not.toHaveAttribute('aria-valuemax');
    await userEvent.click(box);
    await waitFor(() => expect(box.parentElement).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{End}');
    await nextFrames();
    await expect(box).toHaveValue('1\u00a0234,50\u00a0kr');
    await expect(box.selectionStart).toBe(box.value.length);
    await userEvent.keyboard('{Home}');
    await nextFrames();
    await expect(box).toHaveValue('1\u00a0234,50\u00a0kr');
    await expect(box.selectionStart).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Öka' }));
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('1\u00a0235,00\u00a0kr'));
    await waitFor(() => expect(box).toHaveValue('1\u00a0235,00\u00a0kr'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1235, '1\u00a0235,00\u00a0kr');
    await userEvent.clear(box);
    await nextFrames();
    await typeKeys('2500,75');
    await nextFrames();
    await userEvent.tab();
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue('2\u00a0500,75\u00a0kr'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2500.75, '2\u00a0500,75\u00a0kr');
    await expect(canvas.getByRole('button', { name: 'Minska' })).toBeEnabled();
  },
};

/** Required and invalid: the '*' after the label, `required` and `aria-invalid` on the box, the error read with it. */
export const InvalidAndRequired: Story = {
  args: {
    label: 'Cases',
    required: true,
    min: 1,
    helperText: 'Cases of 24 bottles.',
    errorText: 'Enter how many cases you need.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('spinbutton', { name: /^Cases/ });
    await expect(box).toBeRequired();
    await expect(box).toBeInvalid();
    await waitFor(() => expect(box).toHaveValue(''));
    // Only the limit it has: a minimum and no maximum.
    await expect(box).toHaveAttribute('aria-valuemin', '1');
    await expect(box).not.toHaveAttribute('aria-valuemax');
    await expect(box).toHaveAccessibleDescription('Enter how many cases you need. Cases of 24 bottles.');
    await expect(canvas.getByText('Enter how many cases you need.')).toBeVisible();
  },
};

/** What the form story reports: each form's submitted reorder. */
interface FormStoryArgs {
  onNativeSubmit: (reorder: Reorder) => void;
  onSubmit: (reorder: Reorder) => void;
}

/** The two forms of stories/examples/ReorderForms.tsx, side by side. */
function OrderForms({ onNativeSubmit, onSubmit }: FormStoryArgs) {
  return (
    <Stack gap="8" alignItems="flex-start" maxW="md">
      <ReorderForm onSubmit={onNativeSubmit} />
      <ReorderDialog onSubmit={onSubmit} />
    </Stack>
  );
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The three in a native form: its FormData holds each by name, the number as plain digits. In a FormDialog
 * with useForm: submitted empty, each shows its error and focus moves to the number; filled, the dialog
 * submits the values, the number as a number.
 */
export const InAFormAndAFormDialog: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn(), onSubmit: fn() },
  // The two forms as a portal writes them (stories/examples/ReorderForms.tsx; 'Show code' gives the whole file).
  parameters: { docs: { source: { code: reorderFormsSource, language: 'tsx' } } },
  render: (args) => <OrderForms {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const native = within(canvas.getByRole('form', { name: 'Reorder' }));
    await expect(native.getByRole('spinbutton', { name: 'Cases' })).toHaveValue('1,200');
    await userEvent.click(native.getByRole('button', { name: 'Send reorder' }));
    // The form data held the number as plain digits: '1,200' would have read as NaN.
    await expect(args.onNativeSubmit).toHaveBeenCalledWith({ cases: 1200, notes: 'Same label as last time.', password: '' });

    const trigger = canvas.getByRole('button', { name: 'Reorder in a dialog' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Reorder' });
    await focusInside(dialog);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    const cases = d.getByRole('spinbutton', { name: /^Cases/ });
    await expectFocusOn(cases);
    await expect(cases).toHaveAccessibleDescription('Enter how many cases you need.');
    await expect(d.getByRole('textbox', { name: /^Notes/ })).toHaveAccessibleDescription(/Tell us what the label should say\.$/);
    await expect(d.getByLabelText(/^Password/)).toHaveAccessibleDescription('Enter your password to confirm.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await waitFor(() => expect(cases.parentElement).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{ArrowUp}');
    await nextFrames();
    await waitFor(() => expect(cases).toHaveValue('1'));
    await userEvent.type(d.getByRole('textbox', { name: /^Notes/ }), 'Green label');
    await userEvent.type(d.getByLabelText(/^Password/), 'hunter2-labels');
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ cases: 1, notes: 'Green label', password: 'hunter2-labels' });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
  },
};

const ar = (n: number) => new Intl.NumberFormat('ar').format(n);

/**
 * In Arabic the box runs right to left: the number starts at the right, written as Intl writes numbers for
 * 'ar' (today's CLDR gives plain 'ar' Western digits, 12; 'ar-EG' would give ١٢), and the step buttons (named
 * in Arabic) sit inside the box's end, at the left. ArrowUp and ArrowDown still step by 1.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الصناديق', defaultValue: 12, min: 1, max: 100, helperText: `صناديق من ${ar(24)} زجاجة.` },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('spinbutton', { name: 'الصناديق' });
    await expectRightToLeft(box);
    await waitFor(() => expect(box).toHaveValue(ar(12)));
    const increase = canvas.getByRole('button', { name: 'زيادة' });
    const decrease = canvas.getByRole('button', { name: 'إنقاص' });
    const boxBox = box.getBoundingClientRect();
    for (const button of [increase, decrease]) {
      const buttonBox = button.getBoundingClientRect();
      await expect(buttonBox.left).toBeGreaterThanOrEqual(boxBox.left - 1);
      await expect(buttonBox.right).toBeLessThan(boxBox.left + boxBox.width / 2);
    }
    // The text keeps clear of both buttons: a long number never runs under them.
    const buttonsEnd = Math.max(increase.getBoundingClientRect().right, decrease.getBoundingClientRect().right);
    await expect(boxBox.left + Number.parseFloat(getComputedStyle(box).paddingInlineEnd)).toBeGreaterThanOrEqual(buttonsEnd);
    await userEvent.click(box);
    await nextFrames();
    await waitFor(() => expect(box.parentElement).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{ArrowUp}');
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue(ar(13)));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(13, ar(13));
    await userEvent.keyboard('{ArrowDown}');
    await nextFrames();
    await waitFor(() => expect(box).toHaveValue(ar(12)));
    await expect(box).toHaveAttribute('aria-valuenow', '12');
  },
};
