import {
  CONTACT_MESSAGE_HANDLED_MESSAGE,
  CONTACT_MESSAGE_NOT_FOUND_MESSAGE,
  CONTACT_MESSAGE_SENT_MESSAGE,
  NEWSLETTER_LINK_INVALID_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  type ContactInbox,
  type ContactMessageHandled,
  type NewsletterAnswer,
} from '@rescue/contracts';
import {
  ObjectId,
  badRequest,
  clientIp,
  notFound,
  operationRouter,
  theirLanguage,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import { subscriptionOfToken, unsubscribeToken } from '../domain/unsubscribe-token';
import { toContactMessage } from '../store/contact-messages';
import type { AuthDeps } from './deps';

/**
 * The contact page's messages and the footer's newsletter (issue 30): anyone may write or
 * subscribe (limited per address); only the operator reads the inbox (policy.ts).
 */
export function outreachRouter({
  config,
  limits,
  notices,
  contactMessages,
  newsletter,
  logger,
}: AuthDeps): Router<ServiceState> {
  const router = operationRouter();

  router.route('contact.send', async ({ ctx, input: { body } }) => {
    await limits.countContactMessage(clientIp(ctx));
    const stored = await contactMessages.insert({ ...body, language: theirLanguage(ctx) });
    logger.info(
      { reqId: ctx.state.requestId, messageId: stored._id.toHexString() },
      'contact message stored',
    );
    ctx.status = 201;
    ctx.body = { success: true, message: CONTACT_MESSAGE_SENT_MESSAGE };
  });

  router.route('newsletter.subscribe', async ({ ctx, input: { body } }) => {
    await limits.countSubscription(clientIp(ctx));
    const { subscription, started } = await newsletter.subscribe(
      body.email,
      body.language ?? theirLanguage(ctx),
    );
    // Only a new or renewed subscription is confirmed: a repeat sends nobody a second email.
    if (started) {
      const token = unsubscribeToken(config.internalApiKey, subscription._id);
      notices.newsletterConfirmation(
        subscription._id.toHexString(),
        subscription.email,
        `${config.publicUrl}/newsletter/unsubscribe#${token}`,
      );
    }
    const answer: NewsletterAnswer = { success: true, message: NEWSLETTER_SUBSCRIBED_MESSAGE };
    return answer;
  });

  router.route('newsletter.unsubscribe', async ({ input: { body } }) => {
    const id = subscriptionOfToken(config.internalApiKey, body.token);
    if (!id || !(await newsletter.unsubscribe(id)))
      throw badRequest(NEWSLETTER_LINK_INVALID_MESSAGE);
    const answer: NewsletterAnswer = { success: true, message: NEWSLETTER_UNSUBSCRIBED_MESSAGE };
    return answer;
  });

  router.route('admin.messages', async ({ input: { query } }) => {
    const answer: ContactInbox = {
      data: (await contactMessages.list(query.state)).map(toContactMessage),
    };
    return answer;
  });

  router.route('admin.messages.handle', async ({ input: { body }, user: admin }) => {
    const handled = await contactMessages.markHandled(new ObjectId(body.id), admin.name);
    if (!handled) throw notFound(CONTACT_MESSAGE_NOT_FOUND_MESSAGE);
    const answer: ContactMessageHandled = {
      success: true,
      message: CONTACT_MESSAGE_HANDLED_MESSAGE,
      data: toContactMessage(handled),
    };
    return answer;
  });

  return router.router;
}
