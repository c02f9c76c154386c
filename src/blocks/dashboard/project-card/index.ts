export { MyProductions, type MyProductionsProps } from './MyProductions';
export { ProjectCard, type ProjectCardHeadingLevel, type ProjectCardProps } from './ProjectCard';
