// The one zod instance of the contracts, taught `.openapi()` once before any schema is built:
// every schema module imports `z` from here, so the metadata is there when the document is made.
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

export { z };
