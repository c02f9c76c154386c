// Pure business rules of spec §4, §5 and §9. One line per module.
export {};
export * from './initials';
export * from './progress';
export * from './pricing';
export * from './logistics';
