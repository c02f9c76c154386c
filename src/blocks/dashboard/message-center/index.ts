export { MESSAGES_STORAGE_KEY, MessageCenter, type MessageCenterProps } from './MessageCenter';
