// The one place a domain refusal (domain/refusal.ts) becomes an HTTP answer: its kind's status
// and its message, through service-kit's error handler like every other client error.
import { HttpError, Router, type ServiceState } from '@rescue/service-kit';
import { Refusal, type RefusalKind } from '../domain/refusal';

export const REFUSAL_STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
};

export function httpErrorOf(error: unknown): unknown {
  return error instanceof Refusal
    ? new HttpError(REFUSAL_STATUS[error.kind], error.message)
    : error;
}

/** Answers a refusal thrown anywhere below it with its status. */
export async function answerRefusals(_ctx: unknown, next: () => Promise<unknown>) {
  try {
    await next();
  } catch (error) {
    throw httpErrorOf(error);
  }
}

/** Every router of the service answers refusals so: made here, with answerRefusals first. */
export function refusingRouter(
  options?: ConstructorParameters<typeof Router>[0],
): Router<ServiceState> {
  const router = new Router<ServiceState>(options);
  router.use(answerRefusals);
  return router;
}
