import type { Context, Middleware } from 'koa';
import { localizeAnswer } from '@rescue/contracts/i18n';
import { pickLanguage, type Language } from '@rescue/contracts/languages';

/**
 * The language to word this answer in, from the request's Accept-Language (English without
 * one). Asking marks the answer `Vary: Accept-Language`, so a cache keeps one copy per
 * language instead of handing a Hindi answer to the next English reader.
 */
export function theirLanguage(ctx: Pick<Context, 'get' | 'vary'>): Language {
  ctx.vary('Accept-Language');
  return pickLanguage(ctx.get('accept-language'));
}

/**
 * The one place a service's {message} is said in the person's language: every answer whose
 * JSON body has a message (refusals, errors, "Status updated successfully") leaves here in
 * the language of Accept-Language, English when none is asked for, and every error carries
 * its stable code for clients to branch on. Placed outside the error handler so its answers
 * pass through too.
 */
export function answerInTheirLanguage(): Middleware {
  return async (ctx, next) => {
    await next();
    // The probes' bodies are for the orchestrator, not for people.
    if (ctx.path === '/readyz') return;
    const body = ctx.body as { message?: unknown; code?: unknown } | null | undefined;
    if (!isPlainObject(body) || typeof body.message !== 'string') return;
    // A new object when anything changes: a route may answer with a constant it keeps.
    const answer = localizeAnswer(
      body as { message: string; code?: unknown },
      ctx.status,
      theirLanguage(ctx),
    );
    if (answer === body) return;
    const status = ctx.status;
    ctx.body = answer;
    ctx.status = status;
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
