// The projects page as a portal writes it: the request form reports each valid request as a new project
// ('In Review', 0 %), and the page adds it to its table and confirms it (the form keeps nothing and shows no
// toast). The PrivateLabelRequestForm docs show this file as it is, and consumers/types compiles the same
// file against the packed package.
import { PrivateLabelRequestForm, type Project, ProjectsTable, toaster } from '@labelport/ui';
import { useState } from 'react';

// The portal's projects so far.
const PROJECTS: Project[] = [
  {
    id: '1',
    name: 'Energy Drink - Tropical',
    category: 'Beverages',
    type: 'Energy drinks',
    package: 'cans',
    quantity: 100_000,
    submissionDate: '2025-03-15',
    progress: 40,
    status: 'In Production',
  },
];

export function ProjectRequests() {
  const [projects, setProjects] = useState(PROJECTS);
  return (
    <>
      <ProjectsTable projects={projects} />
      <PrivateLabelRequestForm
        onSubmit={async (project, request) => {
          // Until this settles the button shows it is busy. If it throws, the form keeps what was typed for
          // another try and says nothing: the page tells the user.
          try {
            const response = await fetch('/api/requests', { method: 'POST', body: JSON.stringify(request) });
            if (!response.ok) throw new Error(`Request not saved: ${response.status}`);
          } catch (error) {
            toaster.create({ type: 'error', title: 'Your request could not be sent. Please try again.' });
            throw error;
          }
          setProjects((current) => [project, ...current]);
          toaster.create({ type: 'success', title: 'Request sent', description: project.name });
        }}
      />
    </>
  );
}
