import type { Middleware } from 'koa';
import { localizeMessage } from '@rescue/contracts/i18n';
import { pickLanguage } from '@rescue/contracts/languages';

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
    const { message, code } = localizeMessage(
      body.message,
      ctx.status,
      pickLanguage(ctx.get('accept-language')),
    );
    // A copy: a route may answer with an object it keeps (a constant), never to be rewritten.
    const answer: Record<string, unknown> = { ...body, message };
    if (ctx.status >= 400 && typeof body.code !== 'string') answer.code = code;
    const status = ctx.status;
    ctx.body = answer;
    ctx.status = status;
    ctx.vary('Accept-Language');
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
