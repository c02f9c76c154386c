import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { projects } from '../../app/data/projects';
import { Button, ProjectsProvider, useProjects } from '../../src';

const STORAGE_KEY = 'labelport:projects:story';

function ProjectNames() {
  const { projects: all, addProject, requests } = useProjects();
  return (
    <div>
      <Button
        onClick={() =>
          addProject({
            ...all[0],
            id: `request-${requests.length + 1}`,
            name: 'Sparkling Water - Lime',
            progress: 0,
            status: 'In Review',
          })
        }
      >
        Add a request
      </Button>
      <ul aria-label="Projects">
        {all.map((project) => (
          <li key={project.id}>{project.name}</li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Dashboard/ProjectsProvider',
  component: ProjectsProvider,
  args: { initialProjects: projects, storageKey: STORAGE_KEY, children: <ProjectNames /> },
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
  parameters: {
    docs: {
      description: {
        component:
          "Holds the dashboard's projects: the sample projects plus every request the user submitted, newest first, kept in localStorage so they survive a reload. Read it with `useProjects()`; it renders nothing itself.",
      },
    },
  },
} satisfies Meta<typeof ProjectsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddsAndKeepsRequests: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Projects' });
    await expect(list.children).toHaveLength(projects.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a request' }));
    await waitFor(() => expect(list.children).toHaveLength(projects.length + 1));
    await expect(list.firstElementChild).toHaveTextContent('Sparkling Water - Lime');
    await expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')).toHaveLength(1);
  },
};
