import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box, Stack } from 'styled-system/jsx';
import { Button, Field, FieldInput, FieldLabel, FieldRoot, Input, Textarea, TextField } from '../../../src';
import { expectRightToLeft } from '../../support/direction';

const meta = {
  title: 'Components/Forms/Field',
  component: FieldRoot,
  parameters: {
    docs: {
      description: {
        component:
          'Ark Field ties a label, a control and its messages together: `Field.Root`, `Field.Label`, `Field.Input`, `Field.Textarea`, `Field.Select`, `Field.HelperText`, `Field.ErrorText` and `Field.RequiredIndicator` (also exported flat). `TextField` is the one-line version, and `Input`/`Textarea` are the same boxes on their own. The label names the control; the helper text describes it. When `invalid`, the control gets `aria-invalid="true"` and the error text is shown, announced politely and added to the control\'s description (`aria-describedby`), so screen readers read it on focus. `required` sets the native `required` attribute; the visual "*" is hidden from screen readers. What the user typed is never cleared by an error.',
      },
    },
  },
} satisfies Meta<typeof FieldRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Box maxW="sm">
      <Field.Root>
        <Field.Label>Company Name</Field.Label>
        <Field.Input placeholder="Nordic Brands AB" />
        <Field.HelperText>As it appears on your invoices.</Field.HelperText>
      </Field.Root>
    </Box>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company Name' });
    await expect(input).toHaveAccessibleDescription('As it appears on your invoices.');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText('Company Name'));
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Nordic Brands AB');
    await expect(input).toHaveValue('Nordic Brands AB');
  },
};

export const Required: Story = {
  render: () => (
    <Box maxW="sm">
      <TextField label="Email" type="email" required helperText="We send the quotation here." />
    </Box>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    const star = canvas.getByText('*');
    await expect(star).toBeVisible();
    await expect(star).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  render: () => (
    <Box maxW="sm">
      <TextField
        label="Email"
        type="email"
        defaultValue="anna@"
        helperText="We send the quotation here."
        errorText="Enter an email address like name@company.com."
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter an email address like name@company.com.')).toBeVisible();
    // Screen readers read the helper text and the error with the input.
    await expect(input).toHaveAccessibleDescription('Enter an email address like name@company.com. We send the quotation here.');
    await expect(input).toHaveValue('anna@');
  },
};

function SignupEmail({ onSubmit }: { onSubmit: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email)) {
      setError(email ? 'Enter an email address like name@company.com.' : 'Enter your email address.');
      return;
    }
    setError(undefined);
    onSubmit(email);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="sm">
        <TextField
          label="Email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          errorText={error}
        />
        <Button type="submit">Create Account</Button>
      </Stack>
    </form>
  );
}

const onSubmit = fn();

export const ValidationOnSubmit: Story = {
  render: () => <SignupEmail onSubmit={onSubmit} />,
  // The form as a portal writes it (the story passes a spy as `onSubmit`).
  parameters: {
    docs: {
      source: {
        code: `function SignupEmail({ onSubmit }: { onSubmit: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\\S+@\\S+\\.\\S+$/.test(email)) {
      setError(email ? 'Enter an email address like name@company.com.' : 'Enter your email address.');
      return;
    }
    setError(undefined);
    onSubmit(email);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="sm">
        <TextField
          label="Email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          errorText={error}
        />
        <Button type="submit">Create Account</Button>
      </Stack>
    </form>
  );
}`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    const submit = canvas.getByRole('button', { name: 'Create Account' });
    await userEvent.click(submit);
    await expect(canvas.getByText('Enter your email address.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(input, 'anna.svensson');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Enter an email address like name@company.com.')).toBeVisible();
    // Nothing the user typed is lost.
    await expect(input).toHaveValue('anna.svensson');
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(input, '@nordic.se');
    await userEvent.click(submit);
    await expect(onSubmit).toHaveBeenCalledWith('anna.svensson@nordic.se');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/Enter an email address/)).toBeNull();
  },
};

export const WithTextarea: Story = {
  render: () => (
    <Box maxW="md">
      <Field.Root>
        <Field.Label>Address</Field.Label>
        <Field.Textarea rows={3} />
        <Field.HelperText>Street, postcode and city.</Field.HelperText>
      </Field.Root>
    </Box>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Address' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Storgatan 1{Enter}111 22 Stockholm');
    await expect(textarea).toHaveValue('Storgatan 1\n111 22 Stockholm');
  },
};

export const Disabled: Story = {
  render: () => (
    <Box maxW="sm">
      <TextField label="Organisation number" defaultValue="556677-8899" disabled />
    </Box>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Organisation number' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '1', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('556677-8899');
  },
};

export const ReadOnly: Story = {
  render: () => (
    <Box maxW="sm">
      <TextField label="Country" defaultValue="Sweden" readOnly />
    </Box>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Country' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Sweden');
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack gap="3" maxW="sm">
      <TextField label="Small" size="sm" />
      <TextField label="Medium" size="md" />
      <TextField label="Large" size="lg" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const height = (name: string) => canvas.getByRole('textbox', { name }).getBoundingClientRect().height;
    await expect(height('Medium')).toBeGreaterThan(height('Small'));
    await expect(height('Large')).toBeGreaterThan(height('Medium'));
  },
};

export const Standalone: Story = {
  render: () => (
    <Stack gap="3" maxW="sm">
      <Input aria-label="Tracking number" placeholder="e.g. LP-2025-0042" />
      <Textarea aria-label="Message" placeholder="Type a message..." />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking number' });
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    // Styled like Field.Input without a Field around them.
    await expect(getComputedStyle(input).borderTopColor).toBe(getComputedStyle(textarea).borderTopColor);
    await userEvent.type(input, 'LP-2025-0042');
    await expect(input).toHaveValue('LP-2025-0042');
  },
};

export const FlatExports: Story = {
  render: () => (
    <Box maxW="sm">
      <FieldRoot invalid>
        <FieldLabel>Phone</FieldLabel>
        <FieldInput type="tel" defaultValue="+46" />
      </FieldRoot>
    </Box>
  ),
  play: async ({ canvas }) => {
    // Invalid without an error text: aria-invalid, and no dangling description.
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

/** Where the text of `node` is drawn (not its element's box, which may be as wide as the field). */
function textBox(node: Node) {
  const range = (node.ownerDocument as Document).createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect();
}

/**
 * In Arabic the field reads from the right: the label (its required '*' after it, at the left), the helper
 * text and the error text all start at the right edge of the input, and the input itself runs right to left,
 * so what is typed starts at its right. A click on the label focuses the input, as in left to right.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Box maxW="sm">
      <TextField
        label="اسم الشركة"
        required
        defaultValue="العلامات الشمالية"
        helperText="كما يظهر في فواتيرك."
        errorText="هذا الاسم مسجّل لشركة أخرى."
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'اسم الشركة' });
    await expectRightToLeft(input);
    await expect(input).toHaveAccessibleDescription('هذا الاسم مسجّل لشركة أخرى. كما يظهر في فواتيرك.');
    const right = input.getBoundingClientRect().right;
    const label = canvas.getByText('اسم الشركة');
    for (const text of [label, canvas.getByText('كما يظهر في فواتيرك.'), canvas.getByText('هذا الاسم مسجّل لشركة أخرى.')]) {
      await expect(Math.abs(textBox(text).right - right), `${text.textContent} starts at the input's right edge`).toBeLessThan(2);
    }
    // The required mark comes after the label's words: to their left.
    await expect(canvas.getByText('*').getBoundingClientRect().right).toBeLessThanOrEqual(
      textBox(label.firstChild as Node).left + 1,
    );
    await userEvent.click(label);
    await expect(input).toHaveFocus();
  },
};
