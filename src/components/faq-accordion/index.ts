export type { FaqItem } from './types';
