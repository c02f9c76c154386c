import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { pricingFaq } from '../../../../app/data/site';
import { FaqAccordion } from '../../../../src';
import { appText } from '../support/copy';

const meta = {
  title: 'Blocks/Site/FaqAccordion',
  component: FaqAccordion,
  args: { items: pricingFaq(appText('en')) },
  parameters: {
    docs: {
      description: {
        component:
          'The pricing FAQ: five questions on the billing terms, on the core Accordion. One answer is open at a time and an open answer can be closed. Each question is a button (with `aria-expanded`) inside an `<h3>`; Enter or Space toggles it, ArrowDown/ArrowUp move between questions, Home/End jump to the first and last.',
      },
    },
  },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const QUESTIONS = [
  'Is there a free trial?',
  'How much do I save with annual billing?',
  'What happens if I ship more than my plan’s limit?',
  'Can I upgrade or downgrade my plan?',
  'Which payment methods do you accept?',
];

export const OneAtATime: Story = {
  play: async ({ canvas }) => {
    const questions = QUESTIONS.map((name) => canvas.getByRole('button', { name }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    for (const question of questions) await expect(question).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(questions[0]);
    await expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/14-day free trial with all features/)).toBeVisible();

    // Opening another closes the first.
    await userEvent.click(questions[1]);
    await expect(questions[1]).toHaveAttribute('aria-expanded', 'true');
    await expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/saves 20%/)).toBeVisible();
    // The closed answer hides once its collapse has run.
    await waitFor(() => expect(canvas.queryByText(/14-day free trial with all features/)).not.toBeVisible());

    // The open one can be closed again.
    await userEvent.click(questions[1]);
    await expect(questions[1]).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: QUESTIONS[0] });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: QUESTIONS[1] });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('button', { name: QUESTIONS[4] });
    await expect(last).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/bank transfer/)).toBeVisible();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AnswersFromBillingTerms: Story = {
  args: { defaultValue: ['over-limit'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: QUESTIONS[2] })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/charged per shipment at a rate that depends on your plan/)).toBeVisible();
    await expect(canvas.getByText(/notify you when you are approaching your limit/)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { items: pricingFaq(appText('fr')) },
  play: async ({ canvas }) => {
    const question = canvas.getByRole('button', { name: 'Y a-t-il un essai gratuit ?' });
    await userEvent.click(question);
    await expect(canvas.getByText(/essai gratuit de 14 jours/)).toBeVisible();
  },
};
