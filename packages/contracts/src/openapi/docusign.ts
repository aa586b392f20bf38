import type { OpenApiPart } from './part';

/** The docusign service's public paths. */
export const docusignPart: OpenApiPart = {
  paths: {},
  schemas: {},
};
