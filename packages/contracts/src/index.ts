export * from './domain';
export * from './cities';
export type * from './api';
export * from './admin-api';
export * from './policy';
export * from './runtime-config';
export * from './web';
