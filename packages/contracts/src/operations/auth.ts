// The auth service's public operations.
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  myIncidentsResponseSchema,
  ngoProfileResponseSchema,
  partnerSchema,
  personNameSchema,
  refreshTokenResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  updateProfileRequestSchema,
  userProfileSchema,
  myIncidentsQuerySchema,
  ENDED_SESSION_REFUSED,
} from '../schemas/auth';
import { errorSchema } from '../schemas/common';
import {
  contactMessageRequestSchema,
  contactMessageSentSchema,
  newsletterAnswerSchema,
  newsletterSubscribeRequestSchema,
  newsletterUnsubscribeRequestSchema,
} from '../schemas/outreach';
import {
  CONTACT_MESSAGE_SENT_MESSAGE,
  FOLLOW_ACCOUNT_EXISTS_MESSAGE,
  FOLLOW_LINK_CLAIMED_MESSAGE,
  NEWSLETTER_LINK_INVALID_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from '../messages';
import { z } from '../schemas/zod';
import { errors, idParams, json, jsonBody, op } from './helpers';
import { EVERYONE, NGO, PUBLIC } from './access';
import { followTokenHeaders, keepFollowedRequestSchema } from '../schemas/follow';

// Named {id} as in the contracts' POLICY table; "account's id" tells the tests it is an account.
const accountId = idParams("The account's id (24 hex characters).");
const rateLimited = {
  429: {
    ...json('Too many attempts from this account or address', errorSchema),
    headers: {
      'Retry-After': {
        description: 'Seconds until the window ends',
        schema: { type: 'integer' as const },
      },
    },
  },
};

export const AUTH_OPERATIONS = {
  'session.register': op({
    service: 'auth',
    access: PUBLIC,
    method: 'POST',
    path: '/api/users/register',
    tags: ['auth'],
    summary: 'Create an account',
    description:
      "Anyone may register. Unknown fields are ignored (documentsSigned can never be set). Registrations are limited per client address (REGISTER_MAX_PER_IP within REGISTER_WINDOW_SECONDS). Volunteers and NGOs must sign their documents next: requiresDocuments is true for them, false for plain users. An email that already has an account gets the same 201 in the same time (no account enumeration): no account is made or changed, the _id is no account's and the token's session was never stored, so its first use gets 401; the owner is told by email when the service has a mail server (SMTP_URL), at most once an hour.",
    request: {
      body: jsonBody(registerRequestSchema),
    },
    responses: {
      201: json('Registered and logged in', registerResponseSchema),
      ...errors(400),
      ...rateLimited,
    },
  }),

  'session.registerFromFollow': op({
    service: 'auth',
    access: PUBLIC,
    method: 'POST',
    path: '/api/users/register/follow',
    tags: ['auth'],
    summary: 'Keep a report sent without an account in a new account, in one step',
    description: `For whoever holds the report's own follow token (Follow-Token header): a user account is made from the report's contact (name, phone number, email: each may be given instead, and the one the report lacked must be) and place (city, address), with the password given, and the report becomes the account's as POST /api/incidents/followed/claim makes it. Answers as POST /api/users/register (logged in). The registration limit per address applies. 400 without the header; 404 for an unknown token or a follower's; 409 "${FOLLOW_LINK_CLAIMED_MESSAGE}" when an account kept the report already, and "${FOLLOW_ACCOUNT_EXISTS_MESSAGE}" when the email has an account: logging in and POST /api/incidents/followed/claim keep it there.`,
    request: { headers: followTokenHeaders, body: jsonBody(keepFollowedRequestSchema) },
    responses: {
      201: json("Registered, logged in, and the report is the account's", registerResponseSchema),
      ...errors(400, 404, 409),
      ...rateLimited,
    },
  }),

  'session.login': op({
    service: 'auth',
    access: PUBLIC,
    method: 'POST',
    path: '/api/users/login',
    tags: ['auth'],
    summary: 'Log in',
    description:
      "A wrong password and an unknown email give the same 401. Failed logins are counted per account and client address pair: after LOGIN_MAX_FAILURES_PER_ACCOUNT failures of a pair within LOGIN_WINDOW_SECONDS, each further attempt on that account from that address must wait twice as long as the one before (1 s, 2 s, 4 s... up to 15 minutes), so an attacker failing from one address never locks the owner out from another. Each address also has a limit across all accounts (LOGIN_MAX_FAILURES_PER_IP within LOGIN_WINDOW_SECONDS). A successful login clears the pair's failures. A suspended account gets 403, and only with the right password. A role sent in the body is ignored. Every login starts a new session.",
    request: {
      body: jsonBody(loginRequestSchema),
    },
    responses: {
      200: json('Logged in', loginResponseSchema),
      ...errors(400, 401),
      403: json('The right password, but the operator suspended the account', errorSchema),
      ...rateLimited,
    },
  }),

  'session.refresh': op({
    service: 'auth',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'POST',
    path: '/api/users/refresh-token',
    tags: ['auth'],
    summary: "A fresh token with the account's current claims",
    description:
      "Call after signing the documents: the new token says docs=true. Rotates: the presented token is refused from then on (auth at once, the other services within SESSION_CHECK_TTL_MS), so present each token once: a replaced token presented here again (or two refreshes of one token at once) ends the whole session, and every token of it is refused (reuse detection). The new token belongs to the same session and cannot outlive the session's absolute lifetime (SESSION_MAX_AGE_SECONDS from login, 7 days by default): after that, log in again.",
    responses: {
      200: json('A new token', refreshTokenResponseSchema),
      401: json(
        'No token, a bad one, or one whose session has ended (logout, refresh, suspension, deletion, role change, absolute lifetime)',
        errorSchema,
      ),
    },
  }),

  'session.logout': op({
    service: 'auth',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'POST',
    path: '/api/users/logout',
    tags: ['auth'],
    summary: 'End the session behind the presented token',
    description: `Any logged-in role. The session ends. ${ENDED_SESSION_REFUSED} Other sessions of the account (other devices) go on. No body.`,
    responses: {
      200: json('Logged out', logoutResponseSchema),
      401: json(
        'No token, a bad one, or one whose session has ended (logout, refresh, suspension, deletion, role change, absolute lifetime)',
        errorSchema,
      ),
    },
  }),

  'profile.read': op({
    service: 'auth',
    access: { roles: EVERYONE, rule: 'any', object: 'account' },
    method: 'GET',
    path: '/api/users/profile/{id}',
    tags: ['auth'],
    summary: "An account's profile, or only its name",
    description:
      'Any logged-in role. The whole profile (UserProfile, with email, phone and address) goes to the account itself, the operator, and a verified NGO when the person is tied to an incident (its reporter, or the volunteer who holds it); everyone else gets the name only (PersonName).',
    request: {
      params: accountId,
    },
    responses: {
      200: json(
        'The profile, or the name only',
        z.union([userProfileSchema, personNameSchema]).openapi({}, { unionPreferredType: 'oneOf' }),
      ),
      ...errors(400, 401, 403, 404),
      502: json('The incidents service failed', errorSchema),
      503: json('The incidents service is unavailable', errorSchema),
    },
  }),

  'profile.me': op({
    service: 'auth',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'GET',
    path: '/api/users/me',
    tags: ['auth'],
    summary: 'Your own profile',
    description:
      "Any logged-in role: the caller's own UserProfile (as GET /api/users/profile/{id} gives it to the account itself), without knowing the id first.",
    responses: {
      200: json('Your profile', userProfileSchema),
      ...errors(401, 404),
    },
  }),
  'profile.update': op({
    service: 'auth',
    access: { roles: EVERYONE, rule: 'self' },
    method: 'PUT',
    path: '/api/users/profile/{id}',
    tags: ['auth'],
    summary: 'Edit your own profile',
    description:
      "The account itself only. name, phoneNumber, city and address may change; every other field (role, email, documentsSigned...) is ignored. A verified NGO that changes its name is pending again until the operator verifies it again (out of /api/partners and without a verified NGO's actions meanwhile).",
    request: {
      params: accountId,
      body: jsonBody(updateProfileRequestSchema),
    },
    responses: {
      200: json('The updated profile', userProfileSchema),
      ...errors(400, 401, 403, 404),
    },
  }),

  'reports.mine': op({
    service: 'auth',
    access: { roles: EVERYONE, rule: 'self' },
    method: 'GET',
    path: '/api/users/my-incidents/{id}',
    tags: ['auth'],
    summary: 'The incidents you reported, newest first',
    description:
      'The account itself only (an NGO included). Paged: pass nextCursor back as cursor.',
    request: {
      params: accountId,
      query: myIncidentsQuerySchema,
    },
    responses: {
      200: json('A page of incidents', myIncidentsResponseSchema),
      ...errors(400, 401, 403),
      502: json('The incidents service failed', errorSchema),
      503: json('The incidents service is unavailable', errorSchema),
    },
  }),

  'ngo.profile': op({
    service: 'auth',
    access: { roles: NGO, rule: 'any' },
    method: 'GET',
    path: '/api/ngo/profile',
    tags: ['auth'],
    summary: "The logged-in NGO's own profile",
    description:
      "Any NGO, verified or not: verification says where the operator's check stands (the dashboard shows a waiting screen until it is 'verified', and the reason when it was rejected).",
    responses: {
      200: json('The NGO', ngoProfileResponseSchema),
      ...errors(401, 403, 404),
    },
  }),

  'partners.list': op({
    service: 'auth',
    access: PUBLIC,
    method: 'GET',
    path: '/api/partners',
    tags: ['auth'],
    summary: 'The verified partner NGOs (public)',
    description:
      'Only NGOs the operator verified (and has not suspended): names and cities only, sorted by name, at most 500.',
    responses: {
      200: json('The partner NGOs', z.array(partnerSchema)),
    },
  }),
  'contact.send': op({
    service: 'auth',
    access: PUBLIC,
    method: 'POST',
    path: '/api/contact',
    tags: ['auth'],
    summary: "The contact page's message to the operator (public)",
    description: `Anyone may write: the message waits in the operator's inbox (GET /api/admin/messages). Name, email, subject (at most 150 characters) and message (at most 4000). Limited per client address (CONTACT_MAX_PER_IP within CONTACT_WINDOW_SECONDS), then 429. Answers "${CONTACT_MESSAGE_SENT_MESSAGE}"`,
    request: { body: jsonBody(contactMessageRequestSchema) },
    responses: {
      201: json('Stored for the operator', contactMessageSentSchema),
      ...errors(400),
      ...rateLimited,
    },
  }),

  'newsletter.subscribe': op({
    service: 'auth',
    access: PUBLIC,
    method: 'POST',
    path: '/api/newsletter/subscribe',
    tags: ['auth'],
    summary: "The footer's newsletter subscription (public)",
    description: `Needs consent: true; the consent's time and the language are stored. A new (or renewed) subscription is confirmed by email with an unsubscribe link (when the service has SMTP_URL); subscribing again while subscribed is no error and sends nothing more. Limited per client address (NEWSLETTER_MAX_PER_IP within NEWSLETTER_WINDOW_SECONDS), then 429. Answers "${NEWSLETTER_SUBSCRIBED_MESSAGE}"`,
    request: { body: jsonBody(newsletterSubscribeRequestSchema) },
    responses: {
      200: json('Subscribed', newsletterAnswerSchema),
      ...errors(400),
      ...rateLimited,
    },
  }),

  'newsletter.unsubscribe': op({
    service: 'auth',
    access: PUBLIC,
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    tags: ['auth'],
    summary: 'Unsubscribe by the link in the newsletter email (public, no login)',
    description: `The token is signed by the service (it names the subscription, never the address). Idempotent: a second unsubscribe answers the same "${NEWSLETTER_UNSUBSCRIBED_MESSAGE}". A token the service did not sign is 400 "${NEWSLETTER_LINK_INVALID_MESSAGE}".`,
    request: { body: jsonBody(newsletterUnsubscribeRequestSchema) },
    responses: {
      200: json('Unsubscribed', newsletterAnswerSchema),
      ...errors(400),
    },
  }),
};
