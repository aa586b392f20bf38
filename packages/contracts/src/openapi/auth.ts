import type { OpenApiPart } from './part';

/** The auth service's public paths. */
export const authPart: OpenApiPart = {
  paths: {},
  schemas: {},
};
