export { ProjectCard, type ProjectCardHeadingLevel, type ProjectCardProps } from './ProjectCard';
