// The operation table: every public operation (and the internal ones services call each other
// with) once, with its service, method, path, access, request and response schemas and docs.
// The OpenAPI document (openapi/index.ts), POLICY (policy.ts), the gateway's routing table and
// the services' route() (service-kit) are read from it: a new operation is one entry here and
// its handler.
import type { HttpMethod } from '../policy';
import type { ServiceName } from '../runtime-config';
import type { RoleAccess } from './access';
import { ADMIN_OPERATIONS } from './admin';
import { AUTH_OPERATIONS } from './auth';
import { DISPATCH_INTERNAL_OPERATIONS, DISPATCH_OPERATIONS } from './dispatch';
import { DOCUSIGN_OPERATIONS } from './docusign';
import { EVENTS_OPERATIONS } from './events';
import type { OperationSpec } from './helpers';
import { INCIDENTS_OPERATIONS } from './incidents';
import { AUTH_INTERNAL_OPERATIONS, VOLUNTEER_INTERNAL_OPERATIONS } from './internal';
import { INCIDENTS_INTERNAL_OPERATIONS } from './internal-incidents';
import { NOTIFICATIONS_OPERATIONS } from './notifications';
import { VOLUNTEER_OPERATIONS } from './volunteer';

export * from './access';
export { internalDispatchAnswerSchema, internalOnDutyRequestSchema } from './dispatch';
export {
  INCIDENT_CHANGES_MAX_WAIT_MS,
  MAX_COPIES_PER_REQUEST,
  incidentCopySchema,
  internalAvailableQuerySchema,
} from './internal-incidents';
export {
  errors,
  idParams,
  json,
  jsonBody,
  objectIdParams,
  op,
  type OperationSpec,
} from './helpers';

export const OPERATIONS = {
  ...AUTH_OPERATIONS,
  ...INCIDENTS_OPERATIONS,
  ...VOLUNTEER_OPERATIONS,
  ...DOCUSIGN_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...EVENTS_OPERATIONS,
  ...NOTIFICATIONS_OPERATIONS,
  ...DISPATCH_OPERATIONS,
  ...AUTH_INTERNAL_OPERATIONS,
  ...INCIDENTS_INTERNAL_OPERATIONS,
  ...VOLUNTEER_INTERNAL_OPERATIONS,
  ...DISPATCH_INTERNAL_OPERATIONS,
} satisfies Record<string, OperationSpec>;

export type OperationId = keyof typeof OPERATIONS;
export type OperationOf<Id extends OperationId> = (typeof OPERATIONS)[Id];

/** The operations that need a logged-in account: POLICY's keys. */
export type AuthenticatedOperationId = {
  [K in OperationId]: OperationOf<K>['access'] extends RoleAccess ? K : never;
}[OperationId];

export const OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];

export const isRoleAccess = (access: OperationSpec['access']): access is RoleAccess =>
  'roles' in access;
export const isInternal = (spec: OperationSpec): boolean => 'internal' in spec.access;

/** A table entry by method and path template (the tests' way in). */
export function operationAt(method: HttpMethod, path: string): OperationId | undefined {
  return OPERATION_IDS.find((id) => {
    const spec: OperationSpec = OPERATIONS[id];
    return spec.method === method && spec.path === path;
  });
}

/** The services' public operations, in table order. */
export const publicOperations = (service?: ServiceName): OperationId[] =>
  OPERATION_IDS.filter((id) => {
    const spec: OperationSpec = OPERATIONS[id];
    return !isInternal(spec) && (service === undefined || spec.service === service);
  });

/** koa-router's form of a path template: /api/incidents/{id} -> /api/incidents/:id. */
export const koaPath = (template: string): string => template.replace(/\{(\w+)\}/g, ':$1');
