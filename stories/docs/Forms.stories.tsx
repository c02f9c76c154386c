import { getLocalTimeZone, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFocusOn } from '../support/overlay';
import { NativeOrderForm } from './forms/NativeForm';
import { UseFormOrder } from './forms/UseFormOrder';

const meta = {
  title: 'Docs/Forms',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

/** The trigger element of one day cell in the open calendar, by its ISO date. */
const pickDay = async (calendar: HTMLElement, day: number) => {
  const date = today(getLocalTimeZone()).set({ day });
  const cell = calendar.querySelector<HTMLElement>(`[data-part="table-cell-trigger"][data-view="day"][data-value="${date}"]`);
  if (!cell) throw new Error(`No cell for ${date}`);
  await userEvent.click(cell);
  return date;
};

/** Submitted as it is: FormData holds each control's value under its name. */
export const NativeForm: StoryObj<{ onSend: (entries: [string, FormDataEntryValue][]) => void }> = {
  args: { onSend: fn() },
  render: (args) => <NativeOrderForm {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(
      within(canvas.getByRole('group', { name: /^Delivery window/ })).getByRole('button', { name: 'Open calendar' }),
    );
    const calendar = await within(canvasElement.ownerDocument.body).findByRole('application', { name: 'Delivery window' });
    await waitFor(() => expect(calendar).toBeVisible());
    const start = await pickDay(calendar, 3);
    const end = await pickDay(calendar, 6);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onSend).toHaveBeenCalledWith([
      ['brand', 'Fizz'],
      ['cases', '1200'],
      ['packaging', 'glass'],
      ['plan', 'growth'],
      ['window', `${start}/${end}`],
      ['terms', 'accepted'],
    ]);
  },
};

/** With useForm: submitted empty, each problem shows by its field and focus goes to the first. */
export const WithUseForm: StoryObj<{ onSend: (order: object) => void }> = {
  args: { onSend: fn() },
  render: (args) => <UseFormOrder {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    const brand = canvas.getByRole('textbox', { name: /^Brand/ });
    await expectFocusOn(brand);
    await expect(brand).toHaveAccessibleDescription('Enter the brand.');
    await expect(canvas.getByRole('spinbutton', { name: /^Cases/ })).toHaveAccessibleDescription('Enter how many cases.');
    await expect(canvas.getByRole('combobox', { name: /^Packaging/ })).toHaveAccessibleDescription('Choose a packaging.');
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveAccessibleDescription('Choose a delivery window.');
    await expect(canvas.getByText('Accept the terms to order.')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
