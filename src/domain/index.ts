// Pure business rules of spec §4, §5 and §9. One line per module.

export * from './files';
export * from './initials';
export * from './lifecycle';
export * from './logistics';
export * from './messages';
export * from './metrics';
export * from './pricing';
export * from './profile';
export * from './progress';
export * from './projects';
export * from './quantity';
export * from './signup';
export * from './tracking';
export * from './uploads';
