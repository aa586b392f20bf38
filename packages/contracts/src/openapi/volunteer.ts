import type { OpenApiPart } from './part';

/** The volunteer service's public paths. */
export const volunteerPart: OpenApiPart = {
  paths: {},
  schemas: {},
};
