export * from './DataState';
