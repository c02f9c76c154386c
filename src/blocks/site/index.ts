// Blocks of the public marketing site. One line per block folder.

export * from './custom-analytics-solutions';
export * from './delivery-performance-chart';
export * from './faq-accordion';
export * from './feature-card';
export * from './global-tracking-coverage';
export * from './hero';
export * from './logo-strip';
export * from './metric-card';
export * from './pricing-card';
export * from './regional-distribution-chart';
export * from './shipment-tracker';
export * from './shipment-volume-chart';
export * from './signup-form';
export * from './site-footer';
export * from './site-header';
export * from './site-section';
export * from './testimonial-card';
export * from './tracking-form';
export * from './tracking-result';
