export { ThreadList, type ThreadListProps } from './ThreadList';
