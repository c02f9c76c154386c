// Blocks of the signed-in portal. One line per block folder.

export * from './chat-pane';
export * from './delivery-routes-map';
export * from './logistics-scheduler';
export * from './message-center';
export * from './premium-tools-card';
export * from './private-label-request-form';
export * from './profile-form';
export * from './project-card';
export * from './project-details-dialog';
export * from './project-status-badge';
export * from './project-timeline';
export * from './projects-table';
export * from './quantity-slider';
export * from './recent-activity';
export * from './settings-tabs';
export * from './shipping-table';
export * from './sidebar';
export * from './stat-card';
export * from './thread-list';
export * from './top-bar';
export * from './upload-panel';
export * from './uploaded-files-table';
