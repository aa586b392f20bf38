export * from './domain';
export * from './cities';
export type * from './api';
export * from './runtime-config';
export * from './web';
