export * from './Breadcrumb';
