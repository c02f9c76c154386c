import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { projects } from '../../../../app/data/projects';
import { Button, ProjectDetailsDialog, type ProjectDetailsDialogProps } from '../../../../src';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../../support/overlay';

function Demo({ projectId, onOpenChange }: Pick<ProjectDetailsDialogProps, 'onOpenChange'> & { projectId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        View project
      </Button>
      <ProjectDetailsDialog
        projectId={projectId}
        projects={projects}
        open={open}
        onOpenChange={(details) => {
          setOpen(details.open);
          onOpenChange(details);
        }}
      />
    </>
  );
}

/** "Show code": the button and the dialog as a portal writes them, for the project `projectId`. */
const viewProjectCode = (projectId: string, comment: string) => ({
  docs: {
    source: {
      code: `import { Button, type Project, ProjectDetailsDialog } from '@labelport/ui';
import { useState } from 'react';

const PROJECTS: Project[] = [
  {
    id: '3',
    name: 'Protein Shake - Vanilla',
    category: 'Supplements',
    type: 'Protein powder',
    package: 'sachets',
    quantity: 150_000,
    submissionDate: '2025-03-28',
    progress: 70,
    status: 'Contract Signed',
  },
];

${comment}
export function ViewProject() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        View project
      </Button>
      <ProjectDetailsDialog
        projectId="${projectId}"
        projects={PROJECTS}
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
      />
    </>
  );
}`,
      language: 'tsx',
    },
  },
});

const meta = {
  title: 'Blocks/Dashboard/ProjectDetailsDialog',
  component: ProjectDetailsDialog,
  parameters: {
    docs: {
      description: {
        component:
          "A project's details looked up by id: status, current step, category, type, package, quantity, submission date and the timeline. Reused by the projects table and the messages page ('View Project'). It looks the id up in `projects`. An unknown id says 'This project could not be found.' and counts as 0 %. Focus is trapped; Close, ×, Escape or a click outside close it and focus returns.",
      },
    },
  },
  args: { projectId: '3', projects, open: false, onOpenChange: fn() },
  render: (args) => <Demo projectId={args.projectId ?? ''} onOpenChange={args.onOpenChange} />,
} satisfies Meta<typeof ProjectDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Close gives focus back; `onOpenChange` gets `{ open }`, as Dialog's does. */
export const KnownProject: Story = {
  parameters: viewProjectCode(
    '3',
    `// The dialog shows the project of \`projectId\` in \`projects\`. Close, ×, Escape or a click outside report
// \`{ open: false }\`, and focus returns to the button.`,
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'View project' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Project details' });
    await expect(dialog).toHaveAccessibleDescription('Protein Shake - Vanilla');
    await expect(within(dialog).getByText('Contract Signed')).toBeVisible();
    await expect(within(dialog).getByText('Payment done', { selector: 'dd' })).toBeVisible();
    await expect(within(dialog).getByText('150,000 units')).toBeVisible();
    await focusInside(dialog);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
    await expectFocusOn(opener);
  },
};

export const UnknownProject: Story = {
  args: { projectId: '99' },
  parameters: viewProjectCode('99', "// An id that matches none of `projects` says 'This project could not be found.', at 0 %."),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'View project' }));
    const dialog = await body.findByRole('dialog', { name: 'Project details' });
    await expect(dialog).toHaveAccessibleDescription('This project could not be found.');
    await expect(within(dialog).getByText('Current progress: 0% complete')).toBeVisible();
    await focusInside(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(canvas.getByRole('button', { name: 'View project' }));
  },
};
