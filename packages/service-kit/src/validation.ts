import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import { badRequest } from './errors';

// The field builders are the contracts' (one definition for the services and the browser);
// re-exported so a service imports everything about validation from its kit.
export { optionalText, reasonText, requiredText } from '@rescue/contracts';

/** Parses input with a zod schema; the first problem becomes a 400 naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue ? describeIssue(issue) : 'Invalid request');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  if (!field) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required`;
  return `${field}: ${issue.message}`;
}

/** A Mongo id from a path parameter; malformed ids are a 400, never a 500. */
export function parseObjectId(value: string | undefined, what = 'id'): ObjectId {
  if (!value || !ObjectId.isValid(value) || !/^[0-9a-fA-F]{24}$/.test(value)) {
    throw badRequest(`Invalid ${what}`);
  }
  return new ObjectId(value);
}

/** Text to match literally inside a $regex (a search box's words, never a pattern). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
