export { LabelportProvider, type LabelportProviderProps } from './LabelportProvider';
