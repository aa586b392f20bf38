export * from './app';
export * from './audit-log';
export * from './auth';
export * from './auth-users';
export * from './client-ip';
export * from './collection-store';
export * from './config';
export * from './errors';
export * from './internal-client';
export * from './peer-replicas';
export * from './jwt';
export * from './long-poll';
export * from './language';
export * from './mongo';
export * from './paths';
export * from './rate-limits';
export * from './route';
export * from './run';
export * from './secrets';
export * from './session-check';
export * from './validation';
// Logging, metrics and shutdown live in the process kit, which the gateway uses too.
export * from '@rescue/process-kit';
export { default as Router } from '@koa/router';
export { koaBody } from 'koa-body';
export { z } from 'zod';
export { BSON, ObjectId, GridFSBucket } from 'mongodb';
export type {
  AnyBulkWriteOperation,
  Db,
  Collection,
  Filter,
  IndexDescription,
  UpdateFilter,
} from 'mongodb';
