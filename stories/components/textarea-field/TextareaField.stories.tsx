import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TextareaField } from '../../../src';

const meta = {
  title: 'Components/Forms/TextareaField',
  component: TextareaField,
  args: { label: 'Notes for the label designer', name: 'notes', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A multi-line text field: label, textarea, helper and error text, as TextField. With `maxLength`, a count shows under the box ('120 / 500' in the page's language), is read with the box, and is announced politely only near the limit. Typing past the limit is refused with a visible message; a paste too long adds what fits and says how much did not; nothing already written is cut (the native `maxlength` attribute is not used, as it cuts a paste silently). `Textarea` is the bare box.",
      },
    },
  },
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `maxLength={40}`: the count follows the typing and is read with the box; at 40 a key is refused with a
 * message; a paste that does not fit adds what fits, keeps what was there, and says what did not.
 */
export const CountAndLimit: Story = {
  args: { maxLength: 40, helperText: 'Colours, fonts, anything to avoid.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Notes for the label designer' });
    await expect(canvas.getByText('0 / 40')).toBeVisible();
    await expect(box).not.toHaveAttribute('maxlength');
    await userEvent.type(box, 'Matte paper, green ink');
    await expect(canvas.getByText('22 / 40')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('22 of 40 characters Colours, fonts, anything to avoid.');
    // Far from the limit, nothing is announced.
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');

    // A paste that does not fit: what fits goes in, what was typed stays.
    await userEvent.paste(', no gloss and no serif fonts please');
    await expect(box).toHaveValue('Matte paper, green ink, no gloss and no ');
    await expect(canvas.getByText('40 / 40')).toBeVisible();
    const message = 'Only 18 of the 36 pasted characters fit: the limit is 40.';
    // Shown under the box (and, the second, in the live region that announces it).
    await expect(canvas.getAllByText(message)[0]).toBeVisible();
    await expect(box).toHaveAccessibleDescription(`40 of 40 characters ${message} Colours, fonts, anything to avoid.`);
    await expect(status).toHaveTextContent(message);

    // At the limit a key is refused, with a message.
    await userEvent.type(box, 'x');
    await expect(box).toHaveValue('Matte paper, green ink, no gloss and no ');
    await expect(canvas.getAllByText('The limit is 40 characters: nothing more can be added.')[0]).toBeVisible();
    await expect(status).toHaveTextContent('The limit is 40 characters: nothing more can be added.');

    // Room again: the message goes and the count, near the limit, is announced.
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(canvas.getByText('37 / 40')).toBeVisible());
    await expect(status).toHaveTextContent('3 characters left.');
    await userEvent.type(box, 'y');
    await expect(box).toHaveValue('Matte paper, green ink, no gloss and y');
  },
};

/** Swedish count and an error: the count's numbers in the page's language, the error read with the box. */
export const InvalidSwedish: Story = {
  globals: { locale: 'sv' },
  args: {
    label: 'Beskrivning',
    required: true,
    maxLength: 2000,
    defaultValue: 'Ekologisk äppelmust, 33 cl.',
    errorText: 'Beskriv produkten med minst 50 tecken.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: /^Beskrivning/ });
    await expect(box).toBeRequired();
    await expect(box).toBeInvalid();
    await expect(canvas.getByText('27 / 2 000')).toBeVisible();
    await expect(box).toHaveAccessibleDescription(/^27 av 2\s000 tecken Beskriv produkten med minst 50 tecken\.$/);
  },
};
