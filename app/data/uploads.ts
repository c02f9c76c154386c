// Upload templates per project and the first project's uploaded files, for /dashboard/uploads.
// The template files are served from app/public/templates/.
import type { Project, UploadedFile, UploadTemplate } from '../../src';

const canLabel: UploadTemplate = {
  kind: 'canLabel',
  href: '/templates/can-label-template.pdf',
  fileName: 'labelport-can-label-template.pdf',
};
const bottleLabel: UploadTemplate = {
  kind: 'bottleLabel',
  href: '/templates/bottle-label-template.pdf',
  fileName: 'labelport-bottle-label-template.pdf',
};
const beverageSpec: UploadTemplate = {
  kind: 'specSheet',
  href: '/templates/specification-sheet-beverage.pdf',
  fileName: 'labelport-specification-sheet-beverage.pdf',
};
const supplementSpec: UploadTemplate = {
  kind: 'specSheet',
  href: '/templates/specification-sheet-supplement.pdf',
  fileName: 'labelport-specification-sheet-supplement.pdf',
};

/** Templates by project id: the energy drink (cans) and the gummies (bottle) have their own; the others go by package. */
export const uploadTemplates: Record<string, UploadTemplate[]> = {
  '1': [canLabel, beverageSpec],
  '2': [bottleLabel, supplementSpec],
  '3': [supplementSpec],
  '4': [bottleLabel, beverageSpec],
};

/** Files already uploaded, by project id: the first project starts with three sample rows. */
export const uploadedFiles: Record<string, UploadedFile[]> = {
  '1': [
    { id: 'f1', name: 'energy-drink-label-v2.ai', type: 'labelDesign', date: '2025-03-20', status: 'approved' },
    { id: 'f2', name: 'manufacturing-contract.pdf', type: 'contract', date: '2025-03-18', status: 'approved' },
    { id: 'f3', name: 'tropical-artwork-final.png', type: 'artwork', date: '2025-03-22', status: 'needsCorrection' },
  ],
};

/**
 * The templates for any project: the sample projects' own, else by package (cans get the can label,
 * bottles and glass the bottle label) plus the specification sheet of its category.
 */
export function templatesFor(project: Project): UploadTemplate[] {
  const own = uploadTemplates[project.id];
  if (own) return own;
  const label =
    project.package === 'cans' ? [canLabel] : project.package === 'petBottle' || project.package === 'glass' ? [bottleLabel] : [];
  return [...label, project.category === 'Supplements' ? supplementSpec : beverageSpec];
}
