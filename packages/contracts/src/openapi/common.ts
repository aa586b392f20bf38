import type { OpenApiPart } from './part';

/** Schemas more than one service uses. */
export const commonPart: OpenApiPart = {
  paths: {},
  schemas: {
    Error: {
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' } },
    },
  },
};
