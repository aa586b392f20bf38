// A domain rule's "no" as a value: what kind of no, and the words the client reads. The domain
// never speaks HTTP; routes/refusals.ts gives each kind its status, in one place.

export const REFUSAL_KINDS = [
  'invalid',
  'forbidden',
  'not-found',
  'conflict',
  'too-large',
  'unsupported',
] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export const refuse = (kind: RefusalKind, message: string) => new Refusal(kind, message);

/** A refusal the contracts word with a status (their transition table's moveRefusal). */
export function refusalOf({ status, message }: { status: 403 | 409; message: string }): Refusal {
  return new Refusal(status === 403 ? 'forbidden' : 'conflict', message);
}
