import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box, Grid } from 'styled-system/jsx';
import { Button, Card, CardBody, CardDescription, CardHeader, CardRoot, CardTitle, Text } from '../../../src';

const meta = {
  title: 'Components/Layout/Card',
  component: CardRoot,
  args: { variant: 'outline', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outline', 'elevated', 'subtle'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A framed group of content: `Card.Root`, `Card.Header`, `Card.Title`, `Card.Description`, `Card.Body` and `Card.Footer` (also exported flat as `CardRoot`, `CardTitle`…). The title is a real heading (`level` 1–6, default 3), so screen-reader users can jump from card to card. The card itself is not focusable; its buttons and links are. With `asChild` the root can be an `<article>` or `<section>`.',
      },
    },
  },
} satisfies Meta<typeof CardRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const onViewAll = fn();

export const Default: Story = {
  render: (args) => (
    <Box maxW="md">
      <Card.Root {...args}>
        <Card.Header>
          <Card.Title>My Productions</Card.Title>
          <Card.Description>Follow each project through production, payment and shipping.</Card.Description>
        </Card.Header>
        <Card.Body>
          <Text>Energy Drink - Tropical is in production.</Text>
        </Card.Body>
        <Card.Footer>
          <Button variant="outline" onClick={onViewAll}>
            View All
          </Button>
        </Card.Footer>
      </Card.Root>
    </Box>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'My Productions' });
    await expect(title.tagName).toBe('H3');
    await expect(canvas.getByText(/Follow each project/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View All' }));
    await expect(onViewAll).toHaveBeenCalled();
  },
};

export const TitleLevel: Story = {
  render: (args) => (
    <Box maxW="md">
      <Card.Root {...args}>
        <Card.Header>
          <Card.Title level={2}>Profile Information</Card.Title>
        </Card.Header>
        <Card.Body>
          <Text>Anna Svensson, Nordic Brands AB</Text>
        </Card.Body>
      </Card.Root>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Profile Information' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Grid gap="4" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}>
      {(['outline', 'elevated', 'subtle'] as const).map((variant) => (
        <Card.Root key={variant} {...args} variant={variant} data-testid={variant}>
          <Card.Header>
            <Card.Title>{variant}</Card.Title>
          </Card.Header>
          <Card.Body>
            <Text tone="muted">Active Projects: 12</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Grid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const style = (variant: string) => getComputedStyle(canvas.getByTestId(variant));
    const page = getComputedStyle(canvasElement.ownerDocument.body);
    // A computed colour with zero alpha: no visible border.
    const transparent = (color: string) => color.replace(/\s/g, '').endsWith(',0)');
    await expect(style('outline').boxShadow).toBe('none');
    await expect(transparent(style('outline').borderColor)).toBe(false);
    await expect(style('elevated').boxShadow).not.toBe('none');
    // Subtle is a filled panel without a border, set off from the page in either theme.
    await expect(transparent(style('subtle').borderColor)).toBe(true);
    await expect(style('subtle').backgroundColor).not.toBe(page.backgroundColor);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Grid gap="4" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Card.Root key={size} {...args} size={size}>
          <Card.Body data-testid={size}>
            <Text>Size {size}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const padding = (size: string) => Number.parseFloat(getComputedStyle(canvas.getByTestId(size)).paddingLeft);
    await expect(padding('md')).toBeGreaterThan(padding('sm'));
    await expect(padding('lg')).toBeGreaterThan(padding('md'));
  },
};

export const AsArticle: Story = {
  render: (args) => (
    <Box maxW="md">
      <CardRoot {...args} asChild>
        <article aria-labelledby="card-story-title">
          <CardHeader>
            <CardTitle id="card-story-title">Collagen Gummies</CardTitle>
            <CardDescription>Supplements · Sachets</CardDescription>
          </CardHeader>
          <CardBody>
            <Text>Submitted April 1, 2025</Text>
          </CardBody>
        </article>
      </CardRoot>
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Flat exports work the same, and asChild makes the frame an <article> named by its title.
    const article = canvas.getByRole('article', { name: 'Collagen Gummies' });
    await expect(article.className).toContain('card__root');
    await expect(within(article).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvasElement.querySelectorAll('article > article')).toHaveLength(0);
  },
};
