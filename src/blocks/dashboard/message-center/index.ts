export { MessageCenter, type MessageCenterProps } from './MessageCenter';
