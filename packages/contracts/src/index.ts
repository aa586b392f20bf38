export * from './domain';
export * from './case-states';
export * from './cities';
export * from './geo';
export type * from './api';
export * from './admin-api';
export * from './policy';
export * from './runtime-config';
export * from './web';
// The zod schemas: requests (the services' validation and the browser's forms) and responses.
export * from './schemas/fields';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/incidents';
export * from './schemas/volunteer';
export * from './schemas/docusign';
export * from './schemas/admin';
export { z } from './schemas/zod';
