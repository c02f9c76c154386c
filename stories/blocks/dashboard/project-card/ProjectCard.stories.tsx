import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { projects } from '../../../../app/data/projects';
import { type Project, ProjectCard } from '../../../../src';

const [energyDrink, gummies, proteinShake, vitaminWater] = projects as [Project, Project, Project, Project];

const meta = {
  title: 'Blocks/Dashboard/ProjectCard',
  component: ProjectCard,
  parameters: {
    docs: {
      description: {
        component:
          "One project on /dashboard: name, status, 'Submitted' with the date in the locale's long format, category, type, package, quantity and progress. The status colour (Completed green, In Production blue, Contract Signed purple, else amber) tints the badge and the bar, and the status is always written out. The card is an `<article>` named by the project; 'View timeline' is read 'View timeline <project>' by screen readers and calls `onViewTimeline` (MyProductions opens the timeline dialog with it).",
      },
    },
  },
  decorators: [(Story) => <Box maxW="sm">{Story()}</Box>],
  args: { project: energyDrink, onViewTimeline: fn() },
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProduction: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Energy Drink - Tropical' });
    const inCard = within(card);
    await expect(inCard.getByRole('heading', { level: 3, name: 'Energy Drink - Tropical' })).toBeVisible();
    await expect(inCard.getByText('Submitted March 15, 2025')).toBeVisible();
    await expect(inCard.getByText('In Production')).toHaveClass('badge--tone_info');
    await expect(inCard.getByText('Beverages')).toBeVisible();
    await expect(inCard.getByText('Energy drinks')).toBeVisible();
    await expect(inCard.getByText('Cans')).toBeVisible();
    await expect(inCard.getByText('100,000 units')).toBeVisible();
    await expect(inCard.getByRole('progressbar', { name: /Progress/ })).toHaveAttribute('aria-valuenow', '40');

    await userEvent.click(inCard.getByRole('button', { name: 'View timeline Energy Drink - Tropical' }));
    await expect(args.onViewTimeline).toHaveBeenCalledWith(energyDrink);
  },
};

export const InReview: Story = {
  args: { project: gummies },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Review')).toHaveClass('badge--tone_warning');
    await expect(canvas.getByText('PET Bottle')).toBeVisible();
  },
};

export const ContractSigned: Story = {
  args: { project: proteinShake },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Contract Signed')).toHaveClass('badge--tone_purple');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
  },
};

export const Completed: Story = {
  args: { project: vitaminWater },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toHaveClass('badge--tone_success');
  },
};

/** A request submitted without category, type or package. */
export const NewRequest: Story = {
  args: {
    project: {
      id: 'r-1',
      name: 'Nordic Refreshments AB',
      category: null,
      type: '',
      package: null,
      quantity: 15_000,
      submissionDate: '2025-05-02',
      progress: 0,
      status: 'In Review',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not specified')).toHaveLength(3);
    await expect(canvas.getByText('15,000 units')).toBeVisible();
  },
};

/** Keyboard: the view button is reachable with Tab and works with Enter. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /View timeline/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onViewTimeline).toHaveBeenCalledTimes(1);
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inskickat 15 mars 2025')).toBeVisible();
    await expect(canvas.getByText('100 000 enheter')).toBeVisible();
    await expect(canvas.getByText('I produktion')).toBeVisible();
  },
};
