import { getLocalTimeZone, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFocusOn } from '../support/overlay';
import { closedWithFocusOn } from '../support/select';
import { NativeOrderForm } from './forms/NativeForm';
import { ServerCheckedForm } from './forms/ServerCheckedForm';
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
      ['pickup', '09:30'],
      ['terms', 'accepted'],
    ]);
  },
};

/** With useForm: submitted empty, each problem shows by its field and focus goes to the first; a time chosen clears its own. */
export const WithUseForm: StoryObj<{ onSend: (order: object) => void }> = {
  args: { onSend: fn() },
  render: (args) => <UseFormOrder {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    const brand = canvas.getByRole('textbox', { name: /^Brand/ });
    await expectFocusOn(brand);
    await expect(brand).toHaveAccessibleDescription('Enter the brand.');
    await expect(canvas.getByRole('spinbutton', { name: /^Cases/ })).toHaveAccessibleDescription('Enter how many cases.');
    await expect(canvas.getByRole('combobox', { name: /^Packaging/ })).toHaveAccessibleDescription('Choose a packaging.');
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveAccessibleDescription('Choose a delivery window.');
    const [pickupHour] = within(canvas.getByRole('group', { name: /^Pickup time/ })).getAllByRole('spinbutton');
    await expect(pickupHour).toHaveAccessibleDescription('Choose a pickup time.');
    await expect(canvas.getByText('Accept the terms to order.')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    // A time chosen from the picker's list takes its message away.
    const times = canvas.getByRole('combobox', { name: /^Show times Pickup time/ });
    await userEvent.click(times);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox', { name: /^Pickup time/ });
    await userEvent.click(within(listbox).getByRole('option', { name: '09:30 AM' }));
    await closedWithFocusOn(listbox, times);
    await waitFor(() => expect(pickupHour).not.toHaveAccessibleDescription('Choose a pickup time.'));
  },
};

type ServerStory = StoryObj<{ via: 'action' | 'onSubmit'; onSaved: (signup: object) => void }>;

/** The server's answer shows by its field, focused; the field's message goes once it changes, and a new try saves. */
const serverChecks: ServerStory['play'] = async ({ args, canvas }) => {
  const email = canvas.getByRole('textbox', { name: /^Email/ });
  await userEvent.type(canvas.getByRole('textbox', { name: /^Company/ }), 'Fizz');
  await userEvent.type(email, 'taken@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(email).toHaveAccessibleDescription('This email already has an account.'));
  await expectFocusOn(email);
  await expect(email).toHaveValue('taken@example.com');
  await expect(args.onSaved).not.toHaveBeenCalled();
  // Another field's change leaves the message; this field's own change clears it.
  await userEvent.type(canvas.getByRole('textbox', { name: /^Company/ }), ' AB');
  await expect(email).toHaveAccessibleDescription('This email already has an account.');
  await userEvent.clear(email);
  await userEvent.type(email, 'orders@fizz.se');
  await expect(email).not.toHaveAccessibleDescription('This email already has an account.');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith({ company: 'Fizz AB', email: 'orders@fizz.se' }));
};

/**
 * A Server Action's field errors (Next.js, through `useActionState`) or a React Router action's: `useForm`
 * takes them as `errors` and shows them as its own.
 */
export const ServerActionErrors: ServerStory = {
  args: { via: 'action', onSaved: fn() },
  render: (args) => <ServerCheckedForm {...args} />,
  play: serverChecks,
};

/** A fetch in `onSubmit` that resolves to the server's problems: the submit fails and they show by their fields. */
export const ServerErrorsFromOnSubmit: ServerStory = {
  args: { via: 'onSubmit', onSaved: fn() },
  render: (args) => <ServerCheckedForm {...args} />,
  play: serverChecks,
};
