import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, PinInput } from '../../../src';
import { VerifyEmail } from '../../examples/VerifyEmail';
import verifyEmailSource from '../../examples/VerifyEmail.tsx?raw';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { nextFrames } from '../../support/frames';
import { expectFocusOn } from '../../support/overlay';

// Ark moves to the next cell a frame after each character: let that frame pass between keys, as it always
// does between a person's keys.

/** Types `text` a key at a time, a frame apart, into whatever cell has focus. */
async function typeKeys(text: string) {
  for (const key of text) {
    await userEvent.keyboard(key);
    await nextFrames();
  }
}

/** The cells of the code named `name`, in order. */
const cellsOf = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  within(canvas.getByRole('group', { name })).getAllByRole('textbox');

const meta = {
  title: 'Components/Forms/PinInput',
  component: PinInput,
  args: { label: 'Verification code', name: 'code', onValueChange: fn(), onValueComplete: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    type: { control: 'inline-radio', options: ['numeric', 'alphanumeric'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A one-time code or PIN in separate cells (Ark's pin input), `length` cells (default 6). Keyboard: typing fills a cell and moves on, Backspace clears and moves back, ArrowLeft/ArrowRight, Home and End move between cells, and Tab enters at the first empty cell and leaves the code. A pasted code fills every cell (spaces and dashes removed, as in '123 456'). `type` is `numeric` (default: digits, the phone's number pad) or `alphanumeric`; a character the code cannot hold (a letter in a numeric code, typed or pasted) is refused and a message under the cells, announced by screen readers, says why; the characters already typed stay. `mask` hides the characters; `otp` sets `autocomplete=\"one-time-code\"` so a phone offers the code from a text message. For screen readers the cells are a group named by the label, each cell named in the page's language ('Digit 2 of 6'), described by the helper and error text. Label, required mark, helper and error text are the Field's, as in TextField. With `name`, a form submits the whole code as one value (Ark's hidden input), and `useForm` or the browser's `required` check focusing the code by its name lands on the first cell to fill. `value`, `defaultValue`, `onValueChange` and `onValueComplete` take the code as one string.",
      },
    },
  },
} satisfies Meta<typeof PinInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Label and helper text: the six cells are a group named by the label, each cell named 'Digit N of 6' and
 * described by the helper. Typing moves from cell to cell; the sixth digit completes the code.
 */
export const Default: Story = {
  args: { helperText: 'We sent a 6-digit code to your email.', otp: true },
  play: async ({ args, canvas }) => {
    const cells = cellsOf(canvas, 'Verification code');
    await expect(cells).toHaveLength(6);
    await expect(cells[1]).toHaveAccessibleName('Digit 2 of 6');
    await expect(cells[0]).toHaveAccessibleDescription('We sent a 6-digit code to your email.');
    await expect(cells[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(cells[0]);
    await typeKeys('4829');
    await waitFor(() => expect(cells[4]).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('4829');
    // Backspace clears the last digit and moves back.
    await userEvent.keyboard('{Backspace}');
    await nextFrames();
    await waitFor(() => expect(cells[3]).toHaveValue(''));
    await typeKeys('913');
    await waitFor(() => expect(args.onValueComplete).toHaveBeenCalledWith('482913'));
    await expect(cells.map((cell) => (cell as HTMLInputElement).value).join('')).toBe('482913');
  },
};

/** A whole code pasted into the first cell fills all six, spaces and all; the code is complete at once. */
export const PasteFillsAll: Story = {
  play: async ({ args, canvas }) => {
    const cells = cellsOf(canvas, 'Verification code');
    await userEvent.click(cells[0]);
    await nextFrames();
    await userEvent.paste('482 913');
    await waitFor(() => expect(args.onValueComplete).toHaveBeenCalledWith('482913'));
    await waitFor(() => expect(cells.map((cell) => (cell as HTMLInputElement).value)).toEqual(['4', '8', '2', '9', '1', '3']));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/**
 * A letter in a numeric code is refused: the cell stays empty, the digits already typed stay, and a message
 * by the field (which the cells are described by) says why. The next digit clears it.
 */
export const RefusedCharacter: Story = {
  play: async ({ args, canvas }) => {
    const cells = cellsOf(canvas, 'Verification code');
    await userEvent.click(cells[0]);
    await typeKeys('12');
    await typeKeys('x');
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('“x” was not added: this code has digits only.'));
    await expect(status).toBeVisible();
    await expect(cells[2]).toHaveValue('');
    await expect(cells[2]).toHaveFocus();
    await expect(cells[2]).toHaveAccessibleDescription('“x” was not added: this code has digits only.');
    await expect(cells[0]).toHaveValue('1');
    await expect(cells[1]).toHaveValue('2');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12');
    // A paste with a letter is refused whole, and what was typed stays.
    await userEvent.paste('34a5');
    await waitFor(() => expect(status).toHaveTextContent('“34a5” was not added: this code has digits only.'));
    await expect(cells[2]).toHaveValue('');
    await typeKeys('3');
    await waitFor(() => expect(status).toHaveTextContent(''));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123');
  },
};

/** Swedish, letters and digits, four cells: each named 'Tecken N av 4', and a dash refused in Swedish. */
export const SwedishAlphanumeric: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Rabattkod', type: 'alphanumeric', length: 4, defaultValue: 'K7' },
  play: async ({ canvas }) => {
    const cells = cellsOf(canvas, 'Rabattkod');
    await expect(cells).toHaveLength(4);
    await expect(cells[3]).toHaveAccessibleName('Tecken 4 av 4');
    await expect(cells[1]).toHaveValue('7');
    await userEvent.click(cells[2]);
    await typeKeys('!');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('”!” lades inte till: koden har bara bokstäver och siffror.'),
    );
    await typeKeys('q');
    await waitFor(() => expect(cells[2]).toHaveValue('q'));
  },
};

/** Required and invalid: the '*' after the label, `aria-invalid` on every cell, the error read with each. */
export const InvalidWithErrorText: Story = {
  args: {
    required: true,
    helperText: 'We sent a 6-digit code to your email.',
    errorText: 'That code has expired. Ask for a new one.',
    defaultValue: '111111',
  },
  play: async ({ canvas }) => {
    const cells = cellsOf(canvas, /^Verification code/);
    for (const cell of cells) await expect(cell).toBeInvalid();
    await expect(cells[0]).toHaveAccessibleDescription(
      'That code has expired. Ask for a new one. We sent a 6-digit code to your email.',
    );
    await expect(canvas.getByText('That code has expired. Ask for a new one.')).toBeVisible();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

/** What the native form story reports. */
interface FormStoryArgs {
  onNativeSubmit: (entries: [string, FormDataEntryValue][]) => void;
}

/** In a plain `<form>`, a submit's FormData holds the whole code under the field's name. */
export const InANativeForm: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn() },
  render: ({ onNativeSubmit }) => (
    <form
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault();
        onNativeSubmit([...new FormData(event.currentTarget).entries()]);
      }}
    >
      <Stack gap="4" alignItems="flex-start">
        <PinInput label="Verification code" name="code" required otp />
        <Button type="submit">Verify</Button>
      </Stack>
    </form>
  ),
  play: async ({ args, canvas }) => {
    const cells = cellsOf(canvas, /^Verification code/);
    await userEvent.click(cells[0]);
    await nextFrames();
    await userEvent.paste('305117');
    await waitFor(() => expect(cells[5]).toHaveValue('7'));
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onNativeSubmit).toHaveBeenCalledWith([['code', '305117']]);
  },
};

/**
 * With `useForm`: a submit of a short code shows the error by the field, read with each cell, and focus goes to
 * the first cell to fill. The full code submits as one string.
 */
export const WithUseForm: StoryObj<{ onVerify: (code: string) => void }> = {
  args: { onVerify: fn() },
  parameters: { docs: { source: { code: verifyEmailSource, language: 'tsx' } } },
  render: ({ onVerify }) => <VerifyEmail onVerify={onVerify} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const cells = cellsOf(canvas, /^Verification code/);
    await expectFocusOn(cells[0]);
    await expect(cells[0]).toHaveAccessibleDescription('Enter the 6-digit code from the email.');
    await expect(cells[0]).toBeInvalid();
    await expect(args.onVerify).not.toHaveBeenCalled();

    await typeKeys('724051');
    await waitFor(() => expect(cells[0]).toBeValid());
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith('724051');
  },
};

const ar = (n: number) => new Intl.NumberFormat('ar').format(n);

/**
 * In Arabic the code reads from the right: the first cell is at the right end, and each cell is named in
 * Arabic ('الرقم ١ من ٤'). Typing fills the cells in order, so focus moves leftwards; ArrowRight goes back to
 * the previous cell (to the right) and ArrowLeft on to the next one (to the left), as zag maps the arrows in
 * right to left.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'رمز التحقق', length: 4, helperText: 'أرسلنا رمزًا من أربعة أرقام إلى بريدك الإلكتروني.' },
  play: async ({ args, canvas }) => {
    const cells = cellsOf(canvas, 'رمز التحقق');
    await expect(cells).toHaveLength(4);
    await expectRightToLeft(cells[0]);
    await expect(cells[0]).toHaveAccessibleName(`الرقم ${ar(1)} من ${ar(4)}`);
    await expectRightOf(cells[0], cells[1]);
    await expectRightOf(cells[1], cells[2]);
    await expectRightOf(cells[2], cells[3]);
    await userEvent.click(cells[0]);
    await typeKeys('482');
    await waitFor(() => expect(cells[3]).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('482');
    await expect(cells.map((cell) => (cell as HTMLInputElement).value)).toEqual(['4', '8', '2', '']);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(cells[2]).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(cells[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(cells[2]).toHaveFocus());
  },
};
