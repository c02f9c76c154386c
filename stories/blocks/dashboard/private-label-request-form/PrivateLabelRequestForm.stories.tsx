import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { PrivateLabelRequestForm, type PrivateLabelRequestFormProps, type Project } from '../../../../src';
import projectRequestsSource from '../../../examples/ProjectRequests.tsx?raw';
import { chooseNextOptionWithKeyboard, chooseOption, closedWithFocusOn } from '../../../support/select';

/** A page that keeps what the form sends and lists it, to show that a submitted request lands in its projects. */
function PageWithRequests(args: PrivateLabelRequestFormProps) {
  const [requests, setRequests] = useState<Project[]>([]);
  return (
    <Box maxW="3xl">
      <PrivateLabelRequestForm
        {...args}
        onSubmit={(project, request) => {
          setRequests((previous) => [project, ...previous]);
          return args.onSubmit?.(project, request);
        }}
      />
      <ul aria-label="Saved requests">
        {requests.map((project) => (
          <li key={project.id}>{`${project.name} · ${project.status} · ${project.progress} · ${project.quantity}`}</li>
        ))}
      </ul>
    </Box>
  );
}

const meta = {
  title: 'Blocks/Dashboard/PrivateLabelRequestForm',
  component: PrivateLabelRequestForm,
  parameters: {
    docs: {
      // "Show code": the page as a portal writes it (stories/examples/ProjectRequests.tsx).
      source: { code: projectRequestsSource, language: 'tsx' },
      description: {
        component:
          "'Start a New Private Label Request': contact fields, Product Category, Product Type (disabled until a category is chosen, reset when it changes; 'Cocktais' and 'Sashets/Powder' are spelt so, as stored), Package Type and the Quantity slider. Submitting checks name, company and a well-formed email: messages appear next to the fields (and are part of each field's description), focus moves to the first problem and nothing typed is lost. A valid request becomes a project 'In Review' at 0 % reported through `onSubmit` (the page keeps it and confirms it; the block keeps nothing and shows no toast) and the form clears; a double click sends it once. The section is the `#new-request` anchor and takes focus when the address names it. Everything works from the keyboard.",
      },
    },
  },
  args: {
    onSubmit: fn(),
    createId: () => 'req-story',
    today: () => new Date(2026, 0, 5),
  },
  render: (args) => <PageWithRequests {...args} />,
} satisfies Meta<typeof PrivateLabelRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Types into a field quickly (a paste), as typing character by character is slow under load. */
async function fill(element: HTMLElement, value: string) {
  await userEvent.click(element);
  await userEvent.paste(value);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Start a New Private Label Request' })).toHaveAttribute('id', 'new-request');
    for (const name of ['Name', 'Company Name', 'Email', 'Phone', 'Address']) {
      await expect(canvas.getByRole('textbox', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(canvas.getByRole('combobox', { name: 'Product Category' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Product Type' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Product Type' })).toHaveTextContent('Choose a category first');
    await expect(canvas.getByRole('combobox', { name: 'Package Type' })).toBeEnabled();
    await expect(canvas.getByRole('slider', { name: 'Quantity' })).toHaveAttribute('aria-valuetext', '15,000 units');
    await expect(canvas.getByRole('button', { name: 'Submit Request' })).toHaveAttribute('type', 'submit');
  },
};

/** The type lists follow the category exactly, and changing the category clears the chosen type. */
export const CategoryAndType: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chooseOption(canvasElement, 'Product Category', 'Beverages');
    const type = canvas.getByRole('combobox', { name: 'Product Type' });
    await expect(type).toBeEnabled();
    await userEvent.click(type);
    let listbox = await body(canvasElement).findByRole('listbox', { name: 'Product Type' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Energy drinks',
      'Water',
      'Sodas',
      'Vitamin Water',
      'Isotonics',
      'Cocktais',
      'Mocktails',
      'Wine',
      'Vodka',
      'Champagne',
      'Prosecco',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Cocktais' }));
    await closedWithFocusOn(listbox, type);
    await expect(type).toHaveTextContent('Cocktais');

    await chooseOption(canvasElement, 'Product Category', 'Supplements');
    await waitFor(() => expect(type).toHaveTextContent('Select a product type'));
    await userEvent.click(type);
    listbox = await body(canvasElement).findByRole('listbox', { name: 'Product Type' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gummies', 'Health shots', 'Sashets/Powder', 'Protein powder', 'Weight control']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Sashets/Powder' }));
    await closedWithFocusOn(listbox, type);
    await expect(type).toHaveTextContent('Sashets/Powder');

    await chooseOption(canvasElement, 'Package Type', 'Sachets');
  },
};

/** Submitting with problems: messages next to the fields, focus on the first, nothing lost; then a valid submit. */
export const ValidationAndSubmit: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    const company = canvas.getByRole('textbox', { name: /^Company Name/ });
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    const phone = canvas.getByRole('textbox', { name: /^Phone/ });
    const submit = canvas.getByRole('button', { name: 'Submit Request' });

    await fill(phone, '+46 8 123 456');
    await userEvent.click(submit);
    await expect(canvas.getByText('3 fields need your attention.')).toBeVisible();
    await expect(canvas.getByText('Enter your name.')).toBeVisible();
    await expect(canvas.getByText('Enter your company name.')).toBeVisible();
    await expect(canvas.getByText('Enter your email address.')).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Enter your name\./);
    await expect(phone).toHaveValue('+46 8 123 456');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await fill(name, 'Anna Lindqvist');
    await fill(company, 'Nordic Refreshments AB');
    await fill(email, 'anna@nordic');
    await expect(canvas.queryByText('Enter your name.')).toBeNull();
    await userEvent.click(submit);
    await expect(canvas.getByText('Enter an email address like name@company.com.')).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
    await expect(name).toHaveValue('Anna Lindqvist');
    await expect(company).toHaveValue('Nordic Refreshments AB');

    await fill(email, '.se');
    await chooseOption(canvasElement, 'Product Category', 'Supplements');
    await chooseOption(canvasElement, 'Product Type', 'Gummies');
    const slider = canvas.getByRole('slider', { name: 'Quantity' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '100,000 units'));
    await userEvent.click(submit);

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'req-story',
        name: 'Gummies – Nordic Refreshments AB',
        status: 'In Review',
        progress: 0,
        quantity: 100_000,
        submissionDate: '2026-01-05',
      }),
      expect.objectContaining({ email: 'anna@nordic.se' }),
    );
    await expect(within(canvas.getByRole('list', { name: 'Saved requests' })).getByRole('listitem')).toHaveTextContent(
      'Gummies – Nordic Refreshments AB · In Review · 0 · 100000',
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'Supplements', type: 'Gummies' }),
      expect.anything(),
    );
    // The form starts over.
    await expect(name).toHaveValue('');
    await expect(canvas.queryByText(/need your attention/)).toBeNull();
  },
};

/** Keyboard only: fill in, pick from the selects, move the slider and submit with Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await userEvent.keyboard('Erik Berg');
    await userEvent.tab();
    await userEvent.keyboard('Berg Drinks');
    await userEvent.tab();
    await userEvent.keyboard('erik@berg.se');
    await userEvent.tab();
    await userEvent.keyboard('070');
    await userEvent.tab();
    await userEvent.keyboard('Storgatan 1');

    await userEvent.tab();
    await chooseNextOptionWithKeyboard(canvasElement, 'Product Category');
    await expect(canvas.getByRole('combobox', { name: 'Product Category' })).toHaveTextContent(/Beverages|Supplements/);
    await userEvent.tab();
    await chooseNextOptionWithKeyboard(canvasElement, 'Product Type');
    await expect(canvas.getByRole('combobox', { name: 'Product Type' })).not.toHaveTextContent('Select a product type');
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Package Type' })).toHaveFocus();
    await userEvent.tab();
    const slider = canvas.getByRole('slider', { name: 'Quantity' });
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '250,000 units'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit Request' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'In Review', progress: 0, quantity: 250_000 }),
      expect.objectContaining({ name: 'Erik Berg', address: 'Storgatan 1' }),
    );
    // What the user sees next, and the screenshot shows: the request listed and the form cleared.
    await expect(await canvas.findByText(/– Berg Drinks · In Review · 0 · 250000$/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue(''));
    await expect(canvas.getByRole('slider', { name: 'Quantity' })).toHaveAttribute('aria-valuetext', '15,000 units');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  parameters: {
    docs: {
      source: {
        code: `import { LabelportProvider, PrivateLabelRequestForm } from '@labelport/ui';

// The blocks speak the portal's language, which LabelportProvider (around the whole portal) holds: its
// \`initialLocale\` is the one the server knows (a cookie); LanguageSelect lets the visitor change it.
export function App() {
  return (
    <LabelportProvider initialLocale="de">
      <PrivateLabelRequestForm
        onSubmit={async (_project, request) => {
          const response = await fetch('/api/requests', { method: 'POST', body: JSON.stringify(request) });
          if (!response.ok) throw new Error(\`Request not saved: \${response.status}\`);
        }}
      />
    </LabelportProvider>
  );
}`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Neue Private-Label-Anfrage starten' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(canvas.getByText('Geben Sie Ihren Namen ein.')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Menge' })).toHaveAttribute('aria-valuetext', '15.000 Einheiten');
  },
};

/**
 * A double click on 'Submit Request' adds one project, and the form it empties shows no errors. Typing again
 * makes the next submit count (and check) as usual.
 */
export const DoubleClickAddsOneProject: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fill(canvas.getByRole('textbox', { name: /^Name/ }), 'Anna Lindqvist');
    await fill(canvas.getByRole('textbox', { name: /^Company Name/ }), 'Nordic Refreshments AB');
    await fill(canvas.getByRole('textbox', { name: /^Email/ }), 'anna@nordic.se');
    const submit = canvas.getByRole('button', { name: 'Submit Request' });
    await userEvent.dblClick(submit);

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(within(canvas.getByRole('list', { name: 'Saved requests' })).getAllByRole('listitem')).toHaveLength(1);
    // The emptied form is not flagged.
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await expect(canvas.queryByText(/need your attention/)).toBeNull();
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();

    await fill(canvas.getByRole('textbox', { name: /^Name/ }), 'Erik Berg');
    await userEvent.click(submit);
    await expect(canvas.getByText('2 fields need your attention.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
