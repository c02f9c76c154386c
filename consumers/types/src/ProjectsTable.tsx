// A table of projects as a portal writes one: a caption, column headers, a row header per project, a progress
// bar, a status badge and an action per row. The Table stories render it, and 'Show code' shows this file.
import { Badge, IconButton, Progress, Table } from '@labelport/ui';
import { Eye } from 'lucide-react';

export const PROJECTS = [
  {
    id: 1,
    name: 'Energy Drink - Tropical',
    category: 'Beverages',
    pack: 'Cans',
    quantity: '50,000',
    progress: 40,
    status: 'In Production',
  },
  {
    id: 2,
    name: 'Collagen Gummies',
    category: 'Supplements',
    pack: 'Sachets',
    quantity: '15,000',
    progress: 20,
    status: 'In Review',
  },
  {
    id: 3,
    name: 'Protein Shake - Vanilla',
    category: 'Supplements',
    pack: 'PET Bottle',
    quantity: '100,000',
    progress: 70,
    status: 'Contract Signed',
  },
] as const;

const TONE = { 'In Production': 'info', 'In Review': 'warning', 'Contract Signed': 'purple' } as const;

export function ProjectsTable({ onView }: { onView: (id: number) => void }) {
  return (
    <Table.Root interactive>
      <Table.Caption>All Projects</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.Header>Product Name</Table.Header>
          <Table.Header>Category</Table.Header>
          <Table.Header>Package</Table.Header>
          <Table.Header>Quantity</Table.Header>
          <Table.Header>Progress</Table.Header>
          <Table.Header>Status</Table.Header>
          <Table.Header>
            <span>Actions</span>
          </Table.Header>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {PROJECTS.map((project) => (
          <Table.Row key={project.id}>
            <Table.Header scope="row">{project.name}</Table.Header>
            <Table.Cell>{project.category}</Table.Cell>
            <Table.Cell>{project.pack}</Table.Cell>
            <Table.Cell>{project.quantity}</Table.Cell>
            <Table.Cell>
              <div style={{ minWidth: '8rem' }}>
                <Progress label={`${project.name} progress`} hideLabel value={project.progress} size="sm" />
              </div>
            </Table.Cell>
            <Table.Cell>
              <Badge tone={TONE[project.status]}>{project.status}</Badge>
            </Table.Cell>
            <Table.Cell>
              <IconButton aria-label={`View ${project.name}`} size="sm" onClick={() => onView(project.id)}>
                <Eye aria-hidden />
              </IconButton>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
