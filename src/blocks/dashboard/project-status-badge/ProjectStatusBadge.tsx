import { Badge, type BadgeProps } from '../../../components/badge';
import { type ProjectStatus, projectStatusTone } from '../../../domain/projects';
import { useProjectText } from './project-text';

export interface ProjectStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children' | 'count'> {
  /** The project's status. Known ones are translated; any other text is shown as it is. */
  status: ProjectStatus;
}

/**
 * A project's status as a badge, coloured by status: Completed green, In Production blue, Contract Signed
 * purple, anything else amber. The status is always written out, so colour is never the only signal.
 */
export function ProjectStatusBadge({ status, ...props }: ProjectStatusBadgeProps) {
  const text = useProjectText();
  return (
    <Badge tone={projectStatusTone(status)} {...props}>
      {text.status(status)}
    </Badge>
  );
}
