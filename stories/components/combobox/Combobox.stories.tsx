import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, Combobox, type ComboboxOption, useComboboxSearch } from '../../../src';
// The example's options serve the other stories too.
import { destinations, packaging, type Shipment, ShipmentDialog } from '../../examples/ShipmentDialog';
import shipmentDialogSource from '../../examples/ShipmentDialog.tsx?raw';
import { arkAnnouncementDelay } from '../../support/announcer';
import { nextFrames } from '../../support/frames';
import { expectFocusOn, focusInside } from '../../support/overlay';
import { highlightedOptionInView } from '../../support/select';

const meta = {
  title: 'Components/Forms/Combobox',
  component: Combobox,
  args: { label: 'Destination', items: destinations, onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A text box with a list of options that typing filters (Ark Combobox): single or `multiple` choice, options under group headings (`group`), a clear button (`clearable`), a fixed list filtered in the page's language (case and accents ignored: `zur` finds Zürich) or a server's search (`useComboboxSearch(load)` gives `items`, `loading`, `error` and the query handler, and aborts a stale request). Long lists are virtualised (`@tanstack/react-virtual`): 10,000 options open and filter at once, only the rows in view are in the page, each with `aria-setsize` and `aria-posinset`. Keyboard, as the WAI-ARIA combobox pattern: ArrowDown/ArrowUp open the list and move through it, Alt+ArrowDown opens it, Enter chooses, Escape closes the list and then undoes unfinished typing (the chosen value stays; with nothing to undo, Escape goes on to close a dialog around it), Home/End move the caret; the highlighted option has a focus ring. Screen readers: the input is named by the label and described by the helper and error text; loading, no results, an error and the number of matches are announced in a live region. Several choices show as tags whose remove buttons are named 'Remove Glass' in the page's language: the tags say what is chosen, where a count would make the user open the list to find out. With `name`, a form submits the chosen values (`formData.getAll(name)`), never the typed text.",
      },
    },
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Typing filters without minding accents; the keyboard opens, moves, chooses, closes and clears, as WAI-ARIA says. */
export const Default: Story = {
  args: { helperText: 'The warehouse the pallets ship to.' },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Destination' });
    await expect(input).toHaveAccessibleDescription('The warehouse the pallets ship to.');
    await userEvent.click(input);
    await userEvent.keyboard('zur');
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Destination' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Zürich']),
    );
    // Home and End move the caret in the text, not the highlight.
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveProperty('selectionStart', 0);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveProperty('selectionStart', 3);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Zürich' })).toHaveAttribute('data-highlighted'));
    await expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option', { name: 'Zürich' }).id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['zurich'], [expect.objectContaining({ label: 'Zürich' })]);
    await waitFor(() => expect(input).toHaveValue('Zürich'));
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    // Alt+ArrowDown opens the whole list again, nothing highlighted; ArrowUp then goes to the last option.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(destinations.length));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Zürich' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Paris' })).toHaveAttribute('data-highlighted'));
    // Escape closes; with nothing typed since the choice, a second Escape changes nothing.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(input).toHaveValue('Zürich');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('Zürich');
    // An unfinished edit: Escape closes the list, a second Escape puts the chosen label back; the choice stays.
    await userEvent.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(input).toHaveValue('Züri'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(input).toHaveValue('Züri');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveValue('Zürich'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['zurich'], expect.anything());
    await expect(input).toHaveFocus();
  },
};

/** Several choices: the list stays open, each chosen one is a tag whose button removes it. */
export const Multiple: Story = {
  args: { label: 'Packaging', items: packaging.map(({ group: _, ...item }) => item), multiple: true, defaultValue: ['cans'] },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Packaging' });
    const tags = canvas.getByRole('list', { name: 'Selected' });
    await expect(within(tags).getByRole('listitem')).toHaveTextContent('Cans');
    await userEvent.click(input);
    await userEvent.keyboard('gl');
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Packaging' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['cans', 'glass'], expect.anything());
    // The text is cleared for the next search and the list stays open.
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((tag) => tag.textContent),
      ).toEqual(['Cans', 'Glass']),
    );
    await userEvent.click(within(tags).getByRole('button', { name: 'Remove Cans' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['glass'], expect.anything());
    await waitFor(() =>
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((tag) => tag.textContent),
      ).toEqual(['Glass']),
    );
    // Its button is gone with the tag: focus is back in the input.
    await expectFocusOn(input);
  },
};

/** Options under group headings, a disabled one among them; typing keeps the headings of the groups that match. */
export const Groups: Story = {
  args: { label: 'Packaging', items: packaging },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show options' }));
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Packaging' });
    const supplements = within(listbox).getByRole('group', { name: 'Supplements' });
    await expect(within(supplements).getAllByRole('option')).toHaveLength(3);
    await expect(within(supplements).getByRole('option', { name: 'Blister packs' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Packaging' }), 's');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('group')
          .map((group) => group.getAttribute('aria-labelledby')),
      ).toHaveLength(2),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Tubs' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['tubs'], expect.anything());
  },
};

/** A clear button, named in the page's language, shown while there is a value or text. */
export const Clearable: Story = {
  args: { clearable: true, defaultValue: ['lyon'] },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Destination' });
    await waitFor(() => expect(input).toHaveValue('Lyon'));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([], []);
    await expectFocusOn(input);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull());
  },
};

const customers: ComboboxOption[] = [
  'Acme Beverages',
  'Berg Bryggeri',
  'Café Müller',
  'Delta Drinks',
  'Élan Nutrition',
  'Fjord Foods',
  'Glacier Water Co',
  'Hafen Getränke',
].map((label) => ({ value: label.toLowerCase().replace(/[^a-z]+/g, '-'), label }));

/** What the search story's fake server reports: each query it answers, and each one aborted as stale. */
interface SearchStoryArgs {
  onRequest: (query: string) => void;
  onAbort: (query: string) => void;
}

/**
 * A server that answers after a second (time for the story to type again before it does, even on a loaded
 * machine), fails for 'error', and gives up on a query whose signal is aborted.
 */
function fakeSearch({ onRequest, onAbort }: SearchStoryArgs) {
  return (query: string, signal: AbortSignal) =>
    new Promise<ComboboxOption[]>((resolve, reject) => {
      onRequest(query);
      const timer = setTimeout(() => {
        if (query === 'error') reject(new Error('503'));
        else resolve(customers.filter((customer) => customer.label.toLowerCase().includes(query.toLowerCase())));
      }, 1000);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        onAbort(query);
        reject(signal.reason);
      });
    });
}

function CustomerSearch(args: SearchStoryArgs) {
  const search = useComboboxSearch({ load: fakeSearch(args) });
  return <Combobox label="Customer" clearable {...search} />;
}

/**
 * A search on a server (`useComboboxSearch`): loading, no results and an error are shown in the list and announced;
 * a query typed while another is on its way aborts it.
 */
export const AsyncSearch: StoryObj<SearchStoryArgs> = {
  args: { onRequest: fn(), onAbort: fn() },
  parameters: {
    docs: {
      source: {
        // The portal's own search API stands in for the story's fake server.
        code: `import { Combobox, type ComboboxOption, useComboboxSearch } from '@labelport/ui';

// The signal is aborted when a newer query replaces this one: fetch stops, and a stale answer never shows.
async function searchCustomers(query: string, signal: AbortSignal): Promise<ComboboxOption[]> {
  const response = await fetch(\`/api/customers?q=\${encodeURIComponent(query)}\`, { signal });
  if (!response.ok) throw new Error(String(response.status));
  const customers: { id: string; name: string }[] = await response.json();
  return customers.map((customer) => ({ value: customer.id, label: customer.name }));
}

export function CustomerSearch() {
  const search = useComboboxSearch({ load: searchCustomers });
  return <Combobox label="Customer" clearable {...search} />;
}
`,
        language: 'tsx',
      },
    },
  },
  render: (args) => <CustomerSearch {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    // An answer comes after the 250 ms debounce and the server's second, which a loaded machine stretches
    // past waitFor's default second: wait for it as long as a user would.
    const answered = { timeout: 5000 };
    const input = canvas.getByRole('combobox', { name: 'Customer' });
    const status = canvas.getByRole('status');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Customer' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(customers.length), answered);
    // Typed while the first query is on its way: that one is aborted, only the newest answers.
    await userEvent.keyboard('q');
    await waitFor(() => expect(args.onRequest).toHaveBeenLastCalledWith('q'), answered);
    await expect(status).toHaveTextContent('Loading…');
    await userEvent.keyboard('q');
    await waitFor(() => expect(args.onAbort).toHaveBeenCalledWith('q'));
    await waitFor(() => expect(status).toHaveTextContent('No results'), answered);
    await expect(within(listbox).getByText('No results')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'error');
    await waitFor(() => expect(status).toHaveTextContent('The options could not be loaded.'), answered);
    await userEvent.clear(input);
    await userEvent.type(input, 'müller');
    await waitFor(() => expect(status).toHaveTextContent('1 result'), answered);
    // Said once, by the combobox's own status in the page's language: Ark's announcement, a second later, is silenced.
    await arkAnnouncementDelay();
    const saying = page(canvasElement)
      .getAllByRole('status')
      .filter((region) => region.textContent === '1 result');
    await expect(saying).toEqual([status]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveValue('Café Müller'));
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  },
};

const FLAVOURS = ['Apple', 'Berry', 'Cola', 'Ginger', 'Lemon', 'Mango', 'Orange', 'Peach', 'Raspberry', 'Vanilla'];
const PRODUCTS = ['soda', 'water', 'juice', 'shot', 'syrup', 'tea', 'kombucha', 'smoothie'];
/** 10,000 products, as a portal's catalogue has. */
const products: ComboboxOption[] = Array.from({ length: 10_000 }, (_, index) => ({
  value: `sku-${index + 1}`,
  label: `${FLAVOURS[index % FLAVOURS.length]} ${PRODUCTS[Math.floor(index / FLAVOURS.length) % PRODUCTS.length]} ${index + 1}`,
}));

/** 10,000 options open and filter at once: only the rows in view are in the page, and the keyboard reaches every one. */
export const TenThousandOptions: Story = {
  args: { label: 'Product', items: products },
  // The args' 10,000 options would make a snippet too long to show: this is the code.
  parameters: {
    docs: {
      source: {
        code: `const FLAVOURS = ${JSON.stringify(FLAVOURS).replaceAll('"', "'").replaceAll(',', ', ')};
const PRODUCTS = ${JSON.stringify(PRODUCTS).replaceAll('"', "'").replaceAll(',', ', ')};
const products = Array.from({ length: 10_000 }, (_, index) => ({
  value: \`sku-\${index + 1}\`,
  label: \`\${FLAVOURS[index % FLAVOURS.length]} \${PRODUCTS[Math.floor(index / FLAVOURS.length) % PRODUCTS.length]} \${index + 1}\`,
}));

<Combobox label="Product" items={products} />`,
        language: 'tsx',
      },
    },
  },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Product' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Product' });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Apple soda 1' })).toBeVisible());
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(40);
    await userEvent.keyboard('v');
    // 1,000 Vanilla products and 125 × 8 with a 'v'… all matched, few rendered; each says where it is in the whole list.
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Vanilla soda 10'));
    const options = within(listbox).getAllByRole('option');
    await expect(options.length).toBeLessThan(40);
    await expect(options[0]).toHaveAttribute('aria-posinset', '1');
    await expect(Number(options[0].getAttribute('aria-setsize'))).toBe(1000);
    // ArrowUp goes to the last match, 1,000 rows down: its row is brought into the page and named by the input.
    await userEvent.keyboard('{ArrowUp}');
    const last = await highlightedOptionInView(listbox, 'Vanilla smoothie 10000');
    await expect(last).toHaveAttribute('aria-posinset', '1000');
    await expect(input).toHaveAttribute('aria-activedescendant', last.id);
    // Each key once the list has answered the one before, as a person sees the highlight move.
    await userEvent.keyboard('{ArrowUp}');
    await highlightedOptionInView(listbox, 'Vanilla kombucha 9990');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['sku-9990'], expect.anything());
    await waitFor(() => expect(input).toHaveValue('Vanilla kombucha 9990'));
  },
};

/**
 * A chosen option far down a long list, opened from the keyboard before the list's rows have been rendered
 * (`lazyMount`: only on the first open): the list opens scrolled to it, highlighted. A test, not in the docs.
 */
export const ChosenOptionInView: Story = {
  tags: ['!autodocs'],
  args: { label: 'Product', items: products, defaultValue: ['sku-5000'], lazyMount: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Product' });
    await expect(input).toHaveValue('Vanilla shot 5000');
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Product' });
    const chosen = await highlightedOptionInView(listbox, 'Vanilla shot 5000');
    await expect(chosen).toHaveAttribute('aria-posinset', '5000');
  },
};

/** What the form stories report: a native submit's entries, and useForm's values. */
interface FormStoryArgs {
  onNativeSubmit: (entries: [string, FormDataEntryValue][]) => void;
  onSubmit: (values: Shipment) => void;
}

/** A native form submits the chosen values by name, not the typed text. */
export const InAForm: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn() },
  render: ({ onNativeSubmit }) => (
    <form
      aria-label="Shipment"
      onSubmit={(event) => {
        event.preventDefault();
        onNativeSubmit([...new FormData(event.currentTarget).entries()]);
      }}
    >
      <Stack gap="4" alignItems="flex-start" maxW="sm">
        <Combobox label="Destination" name="destination" items={destinations} defaultValue={['malmo']} />
        <Combobox label="Packaging" name="packaging" items={packaging} multiple defaultValue={['cans', 'tubs']} />
        <Button type="submit">Book shipment</Button>
      </Stack>
    </form>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Destination' });
    await waitFor(() => expect(input).toHaveValue('Malmö'));
    await userEvent.clear(input);
    await userEvent.type(input, 'par');
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Destination' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Paris' }));
    // The combobox gives focus back to its input a frame after the choice: a person's next click comes later,
    // and keeps its focus.
    await nextFrames();
    const book = canvas.getByRole('button', { name: 'Book shipment' });
    await userEvent.click(book);
    await nextFrames();
    await expect(book).toHaveFocus();
    await expect(args.onNativeSubmit).toHaveBeenCalledWith([
      ['destination', 'paris'],
      ['packaging', 'cans'],
      ['packaging', 'tubs'],
    ]);
  },
};

/** In a FormDialog with useForm: submitted empty, each shows its error and focus goes to the first; chosen, it submits. */
export const WithUseForm: StoryObj<FormStoryArgs> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <ShipmentDialog onSubmit={onSubmit} />,
  // The dialog as a portal writes it (stories/examples/ShipmentDialog.tsx; 'Show code' gives the whole file).
  parameters: { docs: { source: { code: shipmentDialogSource, language: 'tsx' } } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New shipment' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'New shipment' });
    await focusInside(dialog);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Book' }));
    const destination = d.getByRole('combobox', { name: /^Destination/ });
    await expectFocusOn(destination);
    await expect(destination).toHaveAttribute('aria-invalid', 'true');
    await expect(destination).toHaveAccessibleDescription('Choose where the shipment goes.');
    await expect(d.getByRole('combobox', { name: /^Packaging/ })).toHaveAccessibleDescription('Choose at least one packaging.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // As a person does: type, see the matching option listed, then choose it with the keys.
    await userEvent.keyboard('sto');
    await page(canvasElement).findByRole('option', { name: 'Stockholm' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(destination).toHaveValue('Stockholm'));
    await userEvent.click(d.getByRole('combobox', { name: /^Packaging/ }));
    await userEvent.keyboard('pet');
    await page(canvasElement).findByRole('option', { name: 'PET Bottle' });
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    await waitFor(() => expect(d.getByRole('button', { name: 'Remove PET Bottle' })).toBeVisible());
    await userEvent.click(d.getByRole('button', { name: 'Book' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ destination: ['stockholm'], packaging: ['petBottle'] });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
