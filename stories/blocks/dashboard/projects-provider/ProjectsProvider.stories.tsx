import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { projects } from '../../../../app/data/projects';
import { Button, ProjectsProvider, useProjects } from '../../../../src';

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
  title: 'Blocks/Dashboard/ProjectsProvider',
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

/** Each stored request's name, progress and quantity, as the dashboard would show them. */
function RequestFacts() {
  const { requests } = useProjects();
  return (
    <ul aria-label="Requests">
      {requests.map((project) => (
        <li key={project.id}>{`${project.name} · ${project.progress}% · ${project.quantity} · ${project.submissionDate}`}</li>
      ))}
    </ul>
  );
}

/**
 * Stored requests are repaired one by one: a bad submission date or a missing id drops the entry, a second
 * entry with the same id is dropped, progress is clamped to 0–100 and a negative quantity to 0.
 */
export const DamagedStoredRequests: Story = {
  args: { children: <RequestFacts /> },
  beforeEach: () => {
    const good = { ...projects[0], id: 'req-a', name: 'Kept Request', submissionDate: '2026-01-10', progress: 40 };
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([
        good,
        { ...good, name: 'Second copy' },
        { ...good, id: 'req-b', name: 'Undated', submissionDate: 'someday' },
        { ...good, id: undefined, name: 'No id' },
        { ...good, id: 'req-c', name: 'Overdone', progress: 250, quantity: -100 },
      ]),
    );
    return () => localStorage.removeItem(STORAGE_KEY);
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([
      `Kept Request · 40% · ${projects[0].quantity} · 2026-01-10`,
      'Overdone · 100% · 0 · 2026-01-10',
    ]);
  },
};
