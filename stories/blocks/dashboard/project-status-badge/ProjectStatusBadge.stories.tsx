import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { ProjectStatusBadge } from '../../../../src';

const meta = {
  title: 'Blocks/Dashboard/ProjectStatusBadge',
  component: ProjectStatusBadge,
  parameters: {
    docs: {
      description: {
        component:
          "A project's status as a badge: Completed green, In Production blue, Contract Signed purple, anything else amber. The status is always written out and translated, so colour is never the only signal; screen readers simply read the text.",
      },
    },
  },
  args: { status: 'In Production' },
} satisfies Meta<typeof ProjectStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProduction: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Production')).toHaveClass('badge--tone_info');
  },
};

/** Every known status plus a free-text one, which falls back to amber. */
export const AllStatuses: Story = {
  render: () => (
    <HStack gap="2" flexWrap="wrap">
      <ProjectStatusBadge status="Completed" />
      <ProjectStatusBadge status="In Production" />
      <ProjectStatusBadge status="Contract Signed" />
      <ProjectStatusBadge status="In Review" />
      <ProjectStatusBadge status="On Hold" />
    </HStack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toHaveClass('badge--tone_success');
    await expect(canvas.getByText('In Production')).toHaveClass('badge--tone_info');
    await expect(canvas.getByText('Contract Signed')).toHaveClass('badge--tone_purple');
    await expect(canvas.getByText('In Review')).toHaveClass('badge--tone_warning');
    await expect(canvas.getByText('On Hold')).toHaveClass('badge--tone_warning');
  },
};

/** Known statuses are translated (here German); free text stays as it is. */
export const German: Story = {
  globals: { locale: 'de' },
  render: () => (
    <HStack gap="2">
      <ProjectStatusBadge status="Contract Signed" />
      <ProjectStatusBadge status="On Hold" />
    </HStack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vertrag unterzeichnet')).toBeVisible();
    await expect(canvas.getByText('On Hold')).toBeVisible();
  },
};
