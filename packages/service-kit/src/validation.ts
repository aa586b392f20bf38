import { ObjectId } from 'mongodb';
import { z } from 'zod';
import { REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '@rescue/contracts';
import { badRequest } from './errors';

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

/** A non-empty trimmed string (objects such as {"$gt": ""} are refused, never passed to Mongo). */
export const requiredText = (max = 2000) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

export const optionalText = (max = 2000) => z.string().trim().max(max).optional();

/** A Mongo id from a path parameter; malformed ids are a 400, never a 500. */
export function parseObjectId(value: string | undefined, what = 'id'): ObjectId {
  if (!value || !ObjectId.isValid(value) || !/^[0-9a-fA-F]{24}$/.test(value)) {
    throw badRequest(`Invalid ${what}`);
  }
  return new ObjectId(value);
}

/** A reason a person gives (the operator, a flagging NGO), with the contracts' bounds. */
export const reasonText = () =>
  z
    .string()
    .trim()
    .min(REASON_MIN_LENGTH, { error: `must be at least ${REASON_MIN_LENGTH} characters` })
    .max(REASON_MAX_LENGTH);

/** Text to match literally inside a $regex (a search box's words, never a pattern). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
