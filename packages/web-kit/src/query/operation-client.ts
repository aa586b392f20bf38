// The browser's client of the operation table: callOperation('admin.reports.hide', { params,
// body }) sends the operation's method to its path (params filled in, the query written out)
// and answers with its 200 body, each typed from the table's zod schemas. The schemas are
// read as types only: at run time the client holds the little of the table a call needs
// (OPERATION_ROUTES: method and path, generated), so no area loads zod or the table. In the
// server-data entry, which every page with server data loads and the home page does not.
import type { OPERATIONS } from '@rescue/contracts';
import { OPERATION_ROUTES, type PublicOperationId } from '@rescue/contracts/operation-routes';
import type { ZodType, z } from 'zod';
import { api, type RequestOptions } from '../api/api-client';
import { apiResponse } from '../api/api-response';

export type { PublicOperationId } from '@rescue/contracts/operation-routes';

type Table = typeof OPERATIONS;
type Request<Id extends PublicOperationId> = Table[Id] extends { request: infer R } ? R : object;

type ParamsPart<R> = R extends { params: infer S extends ZodType }
  ? { params: z.input<S> }
  : { params?: undefined };
/**
 * A query's values as the schema takes them (a number where it reads a string: the URL
 * carries text), or empty ('' or null: left out of the URL).
 */
type QueryValueOf<T> = T | '' | null | (Extract<T, string> extends never ? never : number);
type QueryPart<R> = R extends { query: infer S extends ZodType }
  ? { query?: { [K in keyof z.input<S>]?: QueryValueOf<z.input<S>[K]> } }
  : { query?: undefined };
/** A JSON body as its schema takes it; another type (a multipart form) as FormData. */
type BodyPart<R> = R extends { body: { content: infer C } }
  ? | (C extends { 'application/json': { schema: infer S extends ZodType } }
        ? { body: z.input<S>; form?: undefined }
        : never)
    | (Exclude<keyof C, 'application/json'> extends never
        ? never
        : { form: FormData; body?: undefined })
  : { body?: undefined; form?: undefined };

/** What a call of the operation takes: its path's params, its query, its body. */
export type OperationInput<Id extends PublicOperationId> = ParamsPart<Request<Id>> &
  QueryPart<Request<Id>> &
  BodyPart<Request<Id>> &
  Pick<RequestOptions, 'headers' | 'signal'>;

type JsonResult<R> = R extends {
  content: { 'application/json': { schema: infer S extends ZodType } };
}
  ? z.output<S>
  : unknown;

/** What the operation answers when it succeeds (200, or 201 for a creation), as its schema gives it. */
export type OperationResult<Id extends PublicOperationId> = Table[Id] extends {
  responses: infer Responses;
}
  ? Responses extends { 200: infer R }
    ? JsonResult<R>
    : Responses extends { 201: infer R }
      ? JsonResult<R>
      : unknown
  : unknown;

/** The operations that take nothing: their input may be left out. */
type Optional<Id extends PublicOperationId> = object extends OperationInput<Id> ? [] : never;

type QueryValue = string | number | boolean | null | undefined | readonly string[];

/**
 * The operation's path with its params filled in (each encoded) and its query written out
 * (empty, null and undefined values left out; a list joined with commas, as the schemas read
 * it).
 */
export function operationPath<Id extends PublicOperationId>(
  id: Id,
  input: Pick<OperationInput<Id>, 'params' | 'query'> = {},
): string {
  return pathOf(id, input);
}

/** The operation's method and path template, as the generated routes write them. */
const routeOf = (id: PublicOperationId) =>
  OPERATION_ROUTES[id].split(' ') as [NonNullable<RequestOptions['method']>, string];

function pathOf(id: PublicOperationId, input: { params?: unknown; query?: unknown }): string {
  const [, template] = routeOf(id);
  const params = (input.params ?? {}) as Record<string, string>;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${id}: the path's {${name}} is missing`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls one operation of the table: JSON in and out through the kit's api client (the
 * session's token, one renewal on a 401, `{message}` errors thrown as ApiError).
 */
export function callOperation<Id extends PublicOperationId>(
  id: Id,
  ...[input]: Optional<Id> | [OperationInput<Id>]
): Promise<OperationResult<Id>> {
  const given = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown } & Pick<
    RequestOptions,
    'form' | 'headers' | 'signal'
  >;
  const { body, form, headers, signal } = given;
  const [method] = routeOf(id);
  const path = pathOf(id, given);
  return api[method.toLowerCase() as Lowercase<typeof method>]<OperationResult<Id>>(path, {
    json: body,
    form,
    headers,
    signal,
  });
}

/**
 * A GET operation's raw Response, for what callOperation cannot give: a response header (the
 * incidents list's X-Next-Cursor) or a body that is not JSON (the CSV export).
 */
export function operationResponse<Id extends PublicOperationId>(
  id: Id,
  input: Pick<OperationInput<Id>, 'params' | 'query' | 'signal'> = {},
): Promise<Response> {
  return apiResponse(pathOf(id, input), input.signal);
}
