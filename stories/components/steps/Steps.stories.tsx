import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box, Stack } from 'styled-system/jsx';
import { Button, Dialog, Steps, type StepsStep, TextField } from '../../../src';
import { QuoteWizard } from '../../examples/QuoteWizard';
import quoteWizardSource from '../../examples/QuoteWizard.tsx?raw';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

const order: StepsStep[] = [
  { title: 'Product', description: 'What to make', content: 'Pick the drink and its flavour.' },
  { title: 'Packaging', description: 'Cans or bottles', content: 'Choose the container and the label.' },
  { title: 'Delivery', description: 'Where it goes', content: 'Tell us the address and the date.' },
];

const meta = {
  title: 'Components/Navigation/Steps',
  component: Steps,
  args: { steps: order, completedContent: 'All set: we will send you a quote.', onStepChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A stepper on Ark Steps: numbered steps in a row or a column (`orientation`), each completed (a check, a green line after it), current or upcoming. Two uses. As a wizard (the default), the steps are a `tablist` named 'Steps' (or `label`): each step is a tab (one tab stop; the arrow keys, Home and End move between them, and a click, Enter or Space goes there unless `linear`), `aria-selected` marks the current one, its `content` shows below as the tab panel, and the Back and Next buttons move; Next on the last step shows `completedContent`. With `readOnly` it only shows where something stands, as ProjectTimeline does: an ordered list with `aria-current=\"step\"` on the current step and no way to move. Either way every title is followed, for screen readers only, by its state ('Completed', 'Current step', 'Not started', translated; `stateLabels` to change them), so colour is never the only signal. `step`/`defaultStep` is the current index; `steps.length` means all are completed.",
      },
    },
  },
  decorators: [(Story) => <Box maxW="2xl">{Story()}</Box>],
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The wizard: Next and Back move, and the current step's panel shows; a completed step's tab says so and takes
 * you back; Next on the last step shows the completed content.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Steps' });
    const tabs = within(list).getAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[0]).toHaveAccessibleName(/^Product ?, Current step What to make$/);
    await expect(tabs[1]).toHaveAccessibleName(/^Packaging ?, Not started/);
    await expect(canvas.getByRole('tabpanel', { name: /Product/ })).toHaveTextContent('Pick the drink and its flavour.');
    const back = canvas.getByRole('button', { name: 'Back' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(back).toBeDisabled();

    await userEvent.click(next);
    await expect(args.onStepChange).toHaveBeenLastCalledWith(1);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[0]).toHaveAccessibleName(/^Product ?, Completed/);
    await expect(canvas.getByText('Choose the container and the label.')).toBeVisible();
    await expect(canvas.getByText('Pick the drink and its flavour.')).not.toBeVisible();
    await expect(back).toBeEnabled();

    // A completed step's tab goes back to it.
    await userEvent.click(tabs[0] as HTMLElement);
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByText('Pick the drink and its flavour.')).toBeVisible();

    // The keyboard: one tab stop, the arrows (wrapping), Home and End move focus, Enter goes to the step.
    await expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onStepChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{Home}{Enter}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: /Product/ })).toHaveFocus();

    await userEvent.click(next);
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(args.onStepChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('All set: we will send you a quote.')).toBeVisible();
    // The 'all done' panel is named by the steps' name, not by a step that does not exist.
    await expect(canvas.getByRole('tabpanel', { name: 'Steps' })).toHaveTextContent('All set: we will send you a quote.');
    for (const tab of tabs) await expect(tab).toHaveAccessibleName(/, Completed/);
    await expect(next).toBeDisabled();
    await userEvent.click(back);
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
  },
};

/** A wizard in a column: ArrowDown and ArrowUp move between the tabs there, ArrowRight does not. */
export const Vertical: Story = {
  args: { orientation: 'vertical', defaultStep: 1 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Steps' });
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    const tabs = within(list).getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Pick the drink and its flavour.')).toBeVisible();
  },
};

const production: StepsStep[] = [
  { title: 'Order placed', description: 'Completed' },
  { title: 'In production', description: 'Bottling this week' },
  { title: 'Shipped' },
  { title: 'Delivered' },
];

/**
 * Read-only progress in a column: an ordered list, the current step with `aria-current="step"`, every state
 * written out for screen readers, and nothing to click.
 */
export const ReadOnlyVertical: Story = {
  args: { steps: production, readOnly: true, orientation: 'vertical', step: 1, label: 'Order PO-1042' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Order PO-1042' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Order placed, Completed');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('In production, Current step');
    await expect(items[2]).toHaveTextContent('Shipped, Not started');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** Read-only in a row, every step completed (`step` equal to the number of steps): no step is current. */
export const ReadOnlyAllDone: Story = {
  args: { steps: production, readOnly: true, step: production.length, label: 'Order PO-1042' },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Order PO-1042' })).getAllByRole('listitem');
    for (const item of items) await expect(item).toHaveTextContent(/, Completed/);
    await expect(items.some((item) => item.hasAttribute('aria-current'))).toBe(false);
  },
};

/** In Swedish: the list's name, the states and the buttons are translated. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { defaultStep: 1 },
  play: async ({ canvas }) => {
    const tabs = within(canvas.getByRole('tablist', { name: 'Steg' })).getAllByRole('tab');
    await expect(tabs[0]).toHaveAccessibleName(/, Klart/);
    await expect(tabs[1]).toHaveAccessibleName(/, Aktuellt steg/);
    await expect(tabs[2]).toHaveAccessibleName(/, Inte påbörjat/);
    await expect(canvas.getByRole('button', { name: 'Tillbaka' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Nästa' })).toBeEnabled();
  },
};

/** What the form stories report. */
const submitted = fn();

/** In a native `<form>`: the fields of every step submit together, from the completed step's button. */
export const InForm: Story = {
  render: (args) => (
    <form
      aria-label="Quote request"
      onSubmit={(event) => {
        event.preventDefault();
        submitted(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <Steps
        {...args}
        steps={[
          { title: 'Product', content: <TextField label="Drink" name="drink" defaultValue="Energy drink" /> },
          { title: 'Packaging', content: <TextField label="Container" name="container" defaultValue="Cans" /> },
        ]}
        completedContent={<Button type="submit">Send request</Button>}
      />
    </form>
  ),
  beforeEach: () => submitted.mockClear(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Container' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Container' }), 'Glass bottles');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(submitted).toHaveBeenLastCalledWith({ drink: 'Energy drink', container: 'Glass bottles' });
  },
};

/**
 * With `useForm` and `linear`: Next on a step with an empty field stays there, shows the error by the field and
 * focuses it; once filled, Next moves on and the form submits at the end.
 */
export const WithUseForm: Story = {
  render: () => <QuoteWizard onSubmit={submitted} />,
  // The wizard as a portal writes it (stories/examples/QuoteWizard.tsx).
  parameters: { docs: { source: { code: quoteWizardSource, language: 'tsx' } } },
  beforeEach: () => submitted.mockClear(),
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    const drink = canvas.getByRole('textbox', { name: /Drink/ });
    await expect(drink).toHaveAccessibleDescription(/Name the drink\./);
    await expectFocusOn(drink);
    await expect(canvas.getByRole('tab', { name: /Product/ })).toHaveAttribute('aria-selected', 'true');

    await userEvent.type(drink, 'Energy drink');
    await userEvent.click(next);
    const cases = canvas.getByRole('textbox', { name: /Cases/ });
    await expect(cases).toBeVisible();
    await userEvent.type(cases, '120');
    await userEvent.click(next);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(submitted).toHaveBeenLastCalledWith({ drink: 'Energy drink', cases: '120' });
  },
};

/** Inside a Dialog: the wizard moves there, and Escape closes the dialog with focus back on its opener. */
export const InDialog: Story = {
  render: (args) => (
    <Dialog title="New order" size="lg" trigger={<Button variant="outline">Start an order</Button>}>
      <Stack gap="4">
        <Steps {...args} />
      </Stack>
    </Dialog>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Start an order' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'New order' });
    await focusInside(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(within(dialog).getByRole('tab', { name: /Packaging/ })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByText('Choose the container and the label.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(opener);
  },
};

/**
 * Right to left, in Arabic: the first step is at the right and the row runs leftwards; the arrows follow the
 * reading direction: ArrowLeft moves the focus to the next step, ArrowRight to the previous one (wrapping), and
 * Enter goes there.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    steps: [
      { title: 'المنتج', description: 'ما الذي نصنعه', content: 'اختر المشروب ونكهته.' },
      { title: 'التغليف', description: 'علب أو زجاجات', content: 'اختر العبوة والملصق.' },
      { title: 'التوصيل', description: 'إلى أين يذهب', content: 'أخبرنا بالعنوان والتاريخ.' },
    ],
    completedContent: 'تم كل شيء: سنرسل إليك عرض سعر.',
  },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'الخطوات' });
    await expectRightToLeft(list);
    const [product, packaging, delivery] = within(list).getAllByRole('tab');
    await expect(product).toHaveAccessibleName(/^المنتج/);
    await expectRightOf(product, packaging);
    await expectRightOf(packaging, delivery);
    // Back at the right, Next at the left.
    await expectRightOf(canvas.getByRole('button', { name: 'رجوع' }), canvas.getByRole('button', { name: 'التالي' }));
    await userEvent.tab();
    await expect(product).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(packaging).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(delivery).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(delivery).toHaveAttribute('aria-selected', 'true');
    await expect(args.onStepChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('أخبرنا بالعنوان والتاريخ.')).toBeVisible();
  },
};
