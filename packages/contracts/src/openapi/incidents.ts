import type { OpenApiPart } from './part';

/** The incidents service's public paths. */
export const incidentsPart: OpenApiPart = {
  paths: {},
  schemas: {},
};
