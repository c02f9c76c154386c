import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { testimonials } from '../../../../app/data/site';
import davidPhoto from '../../../../app/public/testimonials/david-chen.svg?url';
import emmaPhoto from '../../../../app/public/testimonials/emma-laurent.svg?url';
import sarahPhoto from '../../../../app/public/testimonials/sarah-mitchell.svg?url';
import { TestimonialCard, TestimonialList } from '../../../../src';
import { appText } from '../support/copy';

// The app serves the photos from app/public; Storybook gets the same files through Vite.
const photos: Record<string, string> = { sarah: sarahPhoto, david: davidPhoto, emma: emmaPhoto };
const withPhotos = testimonials(appText('en')).map((testimonial) => ({ ...testimonial, image: photos[testimonial.id] }));

const meta = {
  title: 'Blocks/Site/TestimonialCard',
  component: TestimonialCard,
  args: { testimonial: withPhotos[0] },
  parameters: {
    docs: {
      description: {
        component:
          'A customer quote as a `<figure>`: the quote in a `<blockquote>`, and a caption with the photo (alt text ‘Photo of …’), name, role and company. It uses the core Avatar: while the photo loads, or if it fails, the person’s initials show instead, still named ‘Photo of …’ for screen readers.',
      },
    },
  },
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent(/cut the time we spend chasing carriers/);
    const photo = await canvas.findByRole('img', { name: 'Photo of Sarah Mitchell' });
    await waitFor(() => expect(photo.tagName).toBe('IMG'));
    await waitFor(() => expect(photo).toBeVisible());
    await expect(canvas.getByText('Sarah Mitchell')).toBeVisible();
    await expect(canvas.getByText('Head of Operations, Nordfrakt')).toBeVisible();
  },
};

export const BrokenImage: Story = {
  args: { testimonial: { ...withPhotos[1], image: '/no/such/photo.png' } },
  play: async ({ canvas }) => {
    // The photo fails to load: the initials take its place, with the same name.
    await waitFor(() => expect(canvas.getByText('DC')).toBeVisible());
    const fallback = canvas.getByRole('img', { name: 'Photo of David Chen' });
    await expect(fallback).toHaveTextContent('DC');
    await expect(canvas.getByText('Logistics Manager, Cargolane')).toBeVisible();
  },
};

export const WithoutImage: Story = {
  args: { testimonial: { ...withPhotos[2], image: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Photo of Emma Laurent' })).toHaveTextContent('EL');
  },
};

export const List: Story = {
  render: () => <TestimonialList testimonials={withPhotos} />,
  parameters: {
    docs: {
      source: {
        language: 'tsx',
        // The same three, with the photos where a portal serves them (the story gets them through Vite).
        code: `<TestimonialList
  testimonials={[
    {
      id: 'sarah',
      quote: 'Labelport cut the time we spend chasing carriers in half. Our customers always know where their orders are.',
      author: 'Sarah Mitchell',
      role: 'Head of Operations',
      company: 'Nordfrakt',
      image: '/testimonials/sarah-mitchell.svg',
    },
    {
      id: 'david',
      quote: 'The analytics showed us which routes were costing us the most. We saved 18% on delivery costs in three months.',
      author: 'David Chen',
      role: 'Logistics Manager',
      company: 'Cargolane',
      image: '/testimonials/david-chen.svg',
    },
    {
      id: 'emma',
      quote: 'Setting up took one afternoon, and the support team answered every question the same day.',
      author: 'Emma Laurent',
      role: 'CEO',
      company: 'Polar Freight',
      image: '/testimonials/emma-laurent.svg',
    },
  ]}
/>`,
      },
    },
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    for (const name of ['Sarah Mitchell', 'David Chen', 'Emma Laurent']) {
      await expect(await canvas.findByRole('img', { name: `Photo of ${name}` })).toBeInTheDocument();
    }
  },
};
