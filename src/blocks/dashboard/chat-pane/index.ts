export { ChatPane, type ChatPaneProps } from './ChatPane';
