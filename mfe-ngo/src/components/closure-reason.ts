// A closure reason as the NGO reads it: the resolve dialog's choices and the analytics' chart.
import { CLOSURE_REASONS, type ClosureReason } from '@rescue/contracts';
import { ngoText } from '../i18n/text';

/** A closure reason in the page's language (CLOSURE_REASON_LABELS holds the English); another value as it is. */
export function closureReasonLabel(reason: ClosureReason | string): string {
  return (CLOSURE_REASONS as readonly string[]).includes(reason)
    ? ngoText.t(`closure.${reason as ClosureReason}`)
    : reason;
}
