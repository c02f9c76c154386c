// Pure business rules of spec §4, §5 and §9. One line per module.
export {};
export * from './initials';
export * from './progress';
export * from './files';
export * from './pricing';
export * from './logistics';
export * from './uploads';
export * from './lifecycle';
export * from './quantity';
export * from './projects';
export * from './profile';
export * from './messages';
export * from './tracking';
export * from './metrics';
export * from './signup';
