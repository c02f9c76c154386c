import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { CheckboxGroup, type CheckboxGroupOption } from '../../../src';
import { type QuoteRequest, QuoteRequestDialog, QuoteRequestForm } from '../../examples/QuoteServicesForms';
import quoteServicesFormsSource from '../../examples/QuoteServicesForms.tsx?raw';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

const SERVICES: CheckboxGroupOption[] = [
  { value: 'design', label: 'Label design' },
  { value: 'printing', label: 'Label printing' },
  { value: 'filling', label: 'Filling' },
  { value: 'storage', label: 'Storage' },
];

const meta = {
  title: 'Components/Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: { legend: 'Services', items: SERVICES, name: 'services', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  parameters: {
    docs: {
      description: {
        component:
          "Several yes/no choices under one legend: a Fieldset (a native `<fieldset>` named by its legend) around checkboxes that share a `name`, so a form submits one `name=value` pair per checked box. `value`, `defaultValue` and `onValueChange` are string arrays. `max` refuses a pick past it: the box stays unchecked and the group shows, and announces, 'You can choose at most N options.' in the page's language until the next change; the boxes stay enabled. `min` (or `required`, at least one) is checked when the form is: a native submit stops at the group and shows 'Choose at least N options.'; with `useForm`, check it in `validate` and pass `invalid`, and the same message shows unless you give `errorText`.",
      },
    },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A legend and `max={2}`: the third pick is refused, with a message by the group, until one is unchecked. */
export const WithLegendAndMax: Story = {
  args: { max: 2, helperText: 'Choose up to two.', defaultValue: ['design'] },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Services' });
    await expect(group).toHaveAccessibleDescription('Choose up to two.');
    const box = (name: string) => within(group).getByRole('checkbox', { name });
    await expect(box('Label design')).toBeChecked();
    await userEvent.click(box('Filling'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['design', 'filling']);

    await userEvent.click(canvas.getByText('Storage'));
    await expect(box('Storage')).not.toBeChecked();
    await expect(box('Storage')).toBeEnabled();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('You can choose at most 2 options.');
    await expect(status).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);

    // Room again: the message goes, and the pick is taken.
    await userEvent.click(box('Label design'));
    await expect(status).toHaveTextContent('');
    await userEvent.click(box('Storage'));
    await expect(box('Storage')).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['filling', 'storage']);
    // Full again: a pick from the keyboard is refused too.
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    await expect(box('Label printing')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box('Label printing')).not.toBeChecked();
    await expect(status).toHaveTextContent('You can choose at most 2 options.');
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
  },
};

/** What the form story reports: each form's submitted request. */
interface FormStoryArgs {
  onNativeSubmit: (request: QuoteRequest) => void;
  onSubmit: (request: QuoteRequest) => void;
}

/** The two forms of stories/examples/QuoteServicesForms.tsx, side by side. */
function QuoteForms({ onNativeSubmit, onSubmit }: FormStoryArgs) {
  return (
    <Stack gap="8" alignItems="flex-start">
      <QuoteRequestForm onSubmit={onNativeSubmit} />
      <QuoteRequestDialog onSubmit={onSubmit} />
    </Stack>
  );
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A native form: submitted with too few services, the browser stops at the group, which shows its translated
 * error; then its FormData holds one `services` pair per checked box and `terms=accepted`. The same controls
 * in a FormDialog with useForm: submitted empty, each shows its error and focus moves to the first box of
 * the group; then valid, the dialog submits the values.
 */
export const InAFormAndAFormDialog: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn(), onSubmit: fn() },
  // The two forms as a portal writes them (stories/examples/QuoteServicesForms.tsx; 'Show code' gives the whole file).
  parameters: { docs: { source: { code: quoteServicesFormsSource, language: 'tsx' } } },
  render: (args) => <QuoteForms {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const native = within(canvas.getByRole('form', { name: 'Quote request' }));
    const services = native.getByRole('group', { name: 'Services (required)' });
    await userEvent.click(native.getByRole('checkbox', { name: 'I accept the terms of delivery' }));
    await userEvent.click(native.getByRole('button', { name: 'Send request' }));
    await expect(args.onNativeSubmit).not.toHaveBeenCalled();
    await expect(services).toHaveAccessibleDescription('Choose at least 1 option.');
    await expect(within(services).getByRole('checkbox', { name: 'Label design' })).toHaveFocus();
    await userEvent.click(within(services).getByRole('checkbox', { name: 'Label design' }));
    await userEvent.click(within(services).getByRole('checkbox', { name: 'Storage' }));
    await expect(native.queryByText('Choose at least 1 option.')).toBeNull();
    await userEvent.click(native.getByRole('button', { name: 'Send request' }));
    // The form data held one `services` pair per checked box, and `terms=accepted`.
    await expect(args.onNativeSubmit).toHaveBeenCalledWith({ services: ['design', 'storage'], terms: true });

    const trigger = canvas.getByRole('button', { name: 'Request a Quote' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Request a Quote' });
    await focusInside(dialog);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    const group = d.getByRole('group', { name: 'Services (required)' });
    const first = within(group).getByRole('checkbox', { name: 'Label design' });
    await expectFocusOn(first);
    await expect(group).toHaveAccessibleDescription('Choose at least 1 option.');
    await expect(first).toBeInvalid();
    const terms = d.getByRole('checkbox', { name: 'I accept the terms of delivery' });
    await expect(terms).toHaveAccessibleDescription('Accept the terms to send the request.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(within(group).getByRole('checkbox', { name: 'Filling' }));
    await expect(d.queryByText('Choose at least 1 option.')).toBeNull();
    await userEvent.click(terms);
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ services: ['filling'], terms: true });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
  },
};
