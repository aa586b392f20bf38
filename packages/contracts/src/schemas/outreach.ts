// The contact form and the newsletter (issue 30): a visitor writes to the operator, or subscribes
// with consent and unsubscribes by the link in the confirmation email. Served by auth, the
// service that owns people's contact data.
import { SUPPORTED_LANGUAGES } from '../languages';
import {
  accountName,
  dateTime,
  emailAddress,
  objectId,
  objectIdInput,
  requiredText,
} from './fields';
import { z } from './zod';

export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 4000;
/** The inbox shows this many messages at most, newest first. */
export const CONTACT_INBOX_LIMIT = 200;

export const contactMessageRequestSchema = z
  .object({
    name: accountName,
    email: emailAddress,
    subject: requiredText(CONTACT_SUBJECT_MAX_LENGTH),
    message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
  })
  .openapi('ContactMessageRequest', { description: 'Unknown keys are ignored.' });

export const contactMessageSchema = z
  .strictObject({
    _id: objectId,
    name: z.string(),
    email: z.string().openapi({ format: 'email' }),
    subject: z.string(),
    message: z.string(),
    /** The language the page was in when it was sent. */
    language: z.enum(SUPPORTED_LANGUAGES),
    createdAt: dateTime,
    handledAt: dateTime.nullable(),
    handledBy: z.string().nullable().openapi({ description: "The operator's name." }),
  })
  .openapi('ContactMessage');

export const contactMessageSentSchema = z
  .strictObject({ success: z.literal(true), message: z.string() })
  .openapi('ContactMessageSent');

export const contactInboxQuerySchema = z.object({
  state: z
    .enum(['open', 'handled', 'all'])
    .default('all')
    .openapi({ description: 'open: not handled yet; handled; all (the default).' }),
});

export const contactInboxSchema = z
  .strictObject({ data: z.array(contactMessageSchema) })
  .openapi('ContactInbox');

export const contactMessageHandleRequestSchema = z
  .object({ id: objectIdInput('must be a message id') })
  .openapi('ContactMessageHandleRequest');

export const contactMessageHandledSchema = z
  .strictObject({ success: z.literal(true), message: z.string(), data: contactMessageSchema })
  .openapi('ContactMessageHandled');

export const newsletterSubscribeRequestSchema = z
  .object({
    email: emailAddress,
    consent: z.literal(true, { error: 'must be true: tick the box to agree' }).openapi({
      description: 'The visitor agreed to receive the newsletter; stored with the time.',
    }),
    language: z.enum(SUPPORTED_LANGUAGES).optional().openapi({
      description: "The page's language, stored with the consent (else Accept-Language's).",
    }),
  })
  .openapi('NewsletterSubscribeRequest');

export const newsletterUnsubscribeRequestSchema = z
  .object({
    token: z.string().trim().min(1).max(200).openapi({
      description: "The token of the confirmation email's unsubscribe link (after #).",
    }),
  })
  .openapi('NewsletterUnsubscribeRequest');

export const newsletterAnswerSchema = z
  .strictObject({ success: z.literal(true), message: z.string() })
  .openapi('NewsletterAnswer');

export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactInbox = z.infer<typeof contactInboxSchema>;
export type ContactMessageHandled = z.infer<typeof contactMessageHandledSchema>;
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;
