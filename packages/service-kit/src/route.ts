// Route registration from the contracts' operation table: one call per operation, and the
// table says the method, the path, who may call it and what it takes. The order every route
// keeps: who (the internal key, or a logged-in account of an allowed role: 401/403 before any
// word about the object), the path's object (loaded by the service's loader for its kind, as
// koa's router.param does), the object rule on it (a hidden report is an unknown id), then the
// query and the body (400 naming the field), and only then the handler. Three options change
// the order where the route needs it: bodyFirst (a bad body is a 400 whatever the id),
// underLock (the rule is asked on the state the write applies to, not on a first read) and
// parse: false (the handler reads a request the schemas only document).
import Router from '@koa/router';
import type { ZodType, z } from 'zod';
import {
  OPERATIONS,
  koaPath,
  type ObjectFacts,
  type ObjectKind,
  type OperationId,
  type OperationOf,
  type OperationSpec,
} from '@rescue/contracts';
import {
  authorize,
  authorizeRole,
  requireInternalKey,
  type ServiceContext,
  type ServiceState,
} from './auth';
import type { AuthUser } from './jwt';
import { parseInput } from './validation';

type Request<Id extends OperationId> = OperationOf<Id> extends { request: infer R } ? R : never;
type Parsed<S> = S extends ZodType ? z.output<S> : undefined;
/** A body route() parses: one whose only type is JSON. */
type JsonBody<R> = R extends { body: { content: infer C } }
  ? Exclude<keyof C, 'application/json'> extends never
    ? C extends { 'application/json': { schema: infer S } }
      ? Parsed<S>
      : undefined
    : undefined
  : undefined;

/** What the handler is given, parsed with the operation's schemas. */
export interface RouteInput<Id extends OperationId> {
  params: Request<Id> extends { params: infer S } ? Parsed<S> : Record<string, string>;
  query: Request<Id> extends { query: infer S } ? Parsed<S> : undefined;
  body: JsonBody<Request<Id>>;
}

type Access<Id extends OperationId> = OperationOf<Id>['access'];
type KindOf<Id extends OperationId> =
  Access<Id> extends { object: infer K extends ObjectKind }
    ? K
    : Access<Id> extends { incident: true }
      ? 'incident'
      : never;

/** A service's objects by kind: { incident: IncidentDoc; account: UserDoc }. */
export type ObjectTypes = Partial<Record<ObjectKind, unknown>>;

/** Loads the object a path's {id} names: 400 for a malformed id, 404 when there is none. */
export type ObjectLoader<T> = (
  id: string,
  ctx: ServiceContext,
) => Promise<{ object: T; facts: ObjectFacts }>;

export interface RouteContext<Id extends OperationId, Objects extends ObjectTypes> {
  ctx: ServiceContext;
  input: RouteInput<Id>;
  /** The caller: always there for an operation that needs an account. */
  user: Access<Id> extends { roles: unknown } ? AuthUser : AuthUser | undefined;
  /** The object the path names, loaded and authorized (operations with an object kind). */
  object: [KindOf<Id>] extends [never]
    ? undefined
    : Objects[KindOf<Id>] extends infer T
      ? T
      : never;
  /** The path's id as the underLock option read it ('' without that option). */
  id: string;
  /** The operation's object rule on facts the handler read (under its lock): 403/404 or the caller. */
  decide: (facts: ObjectFacts) => AuthUser;
}

/**
 * What the handler answers: a body for 200 (or the status it sets), or nothing when it set
 * the answer itself (a redirect, a page).
 */
export type RouteHandler<Id extends OperationId, Objects extends ObjectTypes> = (
  route: RouteContext<Id, Objects>,
) => unknown;

export interface RouteOptions<Id extends OperationId> {
  /** Runs first, whatever the checks then decide (token refresh's reuse detection). */
  before?: (ctx: ServiceContext) => Promise<void>;
  /**
   * The object rule's facts when the operation loads no object: from the path (the account a
   * profile is) or, when the body says it, from the body (a signing request's userId).
   */
  facts?:
    | { params: (params: RouteInput<Id>['params']) => ObjectFacts }
    | { body: (body: RouteInput<Id>['body']) => ObjectFacts };
  /** The body is read before the path's object: a bad body is a 400 whatever the id. */
  bodyFirst?: true;
  /**
   * The object is not loaded first: its rule is asked where it is written, under its lock, on
   * the state the change applies to (a first read would be one more call, on a state that may
   * change before the write). This reads the path's id instead (its 400); the handler is given
   * it as `id` and asks the rule with `decide`.
   */
  underLock?: (id: string | undefined) => string;
  /**
   * false: the handler reads params and query itself, the table's schemas only document them
   * (a photo's malformed name is a 404 like an unknown one, not a 400).
   */
  parse?: false;
}

export interface OperationRouterOptions<Objects extends ObjectTypes> {
  /** One loader per kind of object the service's operations name by {id}. */
  loaders?: { [K in keyof Objects]: ObjectLoader<Objects[K]> };
  /** The shared key of /internal operations. */
  internalApiKey?: string;
}

/**
 * A koa router that registers the contracts' operations: `route(id, handler)` takes method,
 * path, access and schemas from the table, so a handler holds only what is its own.
 */
export class OperationRouter<Objects extends ObjectTypes = ObjectTypes> {
  readonly router = new Router<ServiceState>();

  constructor(private readonly options: OperationRouterOptions<Objects> = {}) {}

  route<Id extends OperationId>(
    id: Id,
    handler: RouteHandler<Id, Objects>,
    options: RouteOptions<Id> = {},
  ): this {
    const spec: OperationSpec = OPERATIONS[id];
    const method = spec.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const internalOnly =
      'internal' in spec.access ? requireInternalKey(this.internalKey(id)) : undefined;
    const run = this.runner(id, spec, handler, options);
    // Named by its operation: the route inventory test tells route()'s routes from others.
    if (internalOnly) this.router[method](id, koaPath(spec.path), internalOnly, run);
    else this.router[method](id, koaPath(spec.path), run);
    return this;
  }

  /** The router's middleware, for app.use or createServiceApp's routers. */
  routes() {
    return this.router.routes();
  }

  private internalKey(id: OperationId): string {
    const key = this.options.internalApiKey;
    if (!key) throw new Error(`${id} is internal: give the OperationRouter the internal key`);
    return key;
  }

  private runner<Id extends OperationId>(
    id: Id,
    spec: OperationSpec,
    handler: RouteHandler<Id, Objects>,
    options: RouteOptions<Id>,
  ) {
    const operation = id as Parameters<typeof authorize>[1];
    const needsAccount = 'roles' in spec.access;
    const kind = objectKind(spec);
    const { params: paramsSchema, query: querySchema } =
      options.parse === false ? {} : schemasOf(spec);
    const bodySchema = jsonBodySchema(spec);
    const { facts, underLock } = options;
    const loader = kind && !underLock ? this.options.loaders?.[kind] : undefined;
    if (kind && !loader && !underLock) {
      throw new Error(`${id} names a ${kind}: register a loader for it`);
    }

    return async (ctx: ServiceContext) => {
      await options.before?.(ctx);
      const user = needsAccount ? authorizeRole(ctx, operation) : ctx.state.user;
      const decide = (objectFacts: ObjectFacts) => authorize(ctx, operation, objectFacts);
      const readBody = () => (bodySchema ? parseInput(bodySchema, ctx.request.body) : undefined);
      const early = options.bodyFirst ? readBody() : undefined;
      const params: Record<string, unknown> = { ...ctx.params };
      let object: unknown;
      let objectId = '';
      // Asked on the object, on the path's account, on the body, under the handler's lock, or
      // (the role's own rule) here.
      let authorized = !needsAccount || Boolean(underLock) || Boolean(facts && 'body' in facts);
      if (underLock) objectId = underLock(ctx.params.id);
      else if (loader) {
        // The loader owns the id (its 400 and 404), as a koa router.param does.
        const loaded = await loader(String(ctx.params.id ?? ''), ctx);
        object = loaded.object;
        if (needsAccount) decide(loaded.facts);
        authorized = true;
      } else if (paramsSchema) Object.assign(params, parseInput(paramsSchema, ctx.params));
      if (facts && 'params' in facts) {
        decide(facts.params(params as RouteInput<Id>['params']));
        authorized = true;
      }
      if (!authorized) authorize(ctx, operation);
      const query = querySchema ? parseInput(querySchema, ctx.query) : undefined;
      const body = options.bodyFirst ? early : readBody();
      if (facts && 'body' in facts) decide(facts.body(body as RouteInput<Id>['body']));
      const input = { params, query, body } as RouteInput<Id>;
      const route = { ctx, input, user, object, id: objectId, decide };
      const answer = await handler(route as RouteContext<Id, Objects>);
      if (answer !== undefined) ctx.body = answer;
    };
  }
}

/** The kind of object an operation's {id} names, if it loads one. */
function objectKind(spec: OperationSpec): ObjectKind | undefined {
  const access = spec.access;
  if (!('roles' in access)) return undefined;
  return access.object ?? (access.incident ? 'incident' : undefined);
}

function schemasOf(spec: OperationSpec): { params?: ZodType; query?: ZodType } {
  const request = spec.request ?? {};
  return {
    params: isZod(request.params) ? request.params : undefined,
    query: isZod(request.query) ? request.query : undefined,
  };
}

/** The body's schema when JSON is its only type; other bodies (forms, uploads) are the handler's. */
function jsonBodySchema(spec: OperationSpec): ZodType | undefined {
  const content = spec.request?.body?.content ?? {};
  const types = Object.keys(content);
  if (types.length !== 1 || types[0] !== 'application/json') return undefined;
  const media = content['application/json'];
  const schema = media && 'schema' in media ? media.schema : undefined;
  return isZod(schema) ? schema : undefined;
}

const isZod = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

/** An OperationRouter: `operationRouter({ loaders }).route('incidents.read', handler)`. */
export const operationRouter = <Objects extends ObjectTypes = ObjectTypes>(
  options: OperationRouterOptions<Objects> = {},
) => new OperationRouter<Objects>(options);
