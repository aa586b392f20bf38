// Reporting without an account, and the follow link that opens the case afterwards (issue 30).
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  ANONYMOUS_REPORT_MESSAGE,
  FOLLOWING_CASE_MESSAGE,
  FOLLOW_LINK_INVALID_MESSAGE,
  INVALID_PHONE_MESSAGE,
} from '@rescue/contracts';
import type { z } from '@rescue/contracts';
import {
  FOLLOW_TOKEN_HEADER,
  anonymousReportDataSchema,
  followedUpdateRequestSchema,
} from '@rescue/contracts/follow';
import {
  ObjectId,
  badRequest,
  clientIp,
  notFound,
  parseInput,
  type AttemptId,
  type AuthUser,
  type RateLimitStore,
  type Router,
  type ServiceContext,
  type ServiceState,
} from '@rescue/service-kit';
import { addReporterNote } from '../domain/case-actions';
import { addFollowerNote } from '../domain/follow';
import { historyFor } from '../domain/case-history';
import { toIncident } from '../domain/incident-view';
import { preparePhoto } from '../domain/photo';
import { refuse } from '../domain/refusal';
import { buildIncident } from '../domain/report';
import type { IncidentDoc } from '../store/incident-doc';
import type { FollowLinkDoc, FollowLinks } from '../store/follow-links';
import type { IncidentsDeps } from './deps';
import { incidentOperations } from './load-incident';
import { reporterInfoOf, storeReport, tooManyReports } from './report';
import { readReportRequest } from './report-request';

type Contact = z.infer<typeof anonymousReportDataSchema>['contact'];

/** A phone number in E.164, India's +91 when the number has no country code. */
export function normalisePhone(raw: string): string {
  const parsed = parsePhoneNumberFromString(raw, 'IN');
  if (!parsed?.isValid()) throw badRequest(`contact.phoneNumber: ${INVALID_PHONE_MESSAGE}`);
  return parsed.number;
}

/** The keys a contact's reports count under: its phone number and its email, each. */
const contactKeys = (contact: { phone?: string; email?: string }) =>
  [contact.phone, contact.email].filter(Boolean).map((key) => `anonymous:contact:${key}`);

export function anonymousReportRouter(
  deps: IncidentsDeps,
  quota: RateLimitStore,
  links: FollowLinks,
): Router<ServiceState> {
  const routes = incidentOperations(deps.incidents);
  const { config, incidents, decodeSlots } = deps;

  routes.route('incidents.reportAnonymously', async ({ ctx }) => {
    const request = await readReportRequest(ctx);
    const { contact, ...report } = parseInput(anonymousReportDataSchema, request.data);
    const phone = contact.phoneNumber ? normalisePhone(contact.phoneNumber) : undefined;
    const tickets = await takeQuota(quota, config.anonymousQuota, clientIp(ctx), {
      phone,
      email: contact.email,
    });
    const forgetTickets = () =>
      Promise.all(tickets.map((id) => quota.forget(id).catch(() => undefined)));
    let incident: IncidentDoc;
    let token: string;
    try {
      const photo = request.photo ? await preparePhoto(request.photo, decodeSlots) : undefined;
      // An id of its own stands for the reporter: it is no account's, so no account's rule
      // (reporter, notifications) ever matches it; the follow link is the reporter's key.
      const reporterId = new ObjectId().toHexString();
      incident = buildIncident({
        // Email goes to an account's address; there is none to look up.
        report: { ...report, notifyByEmail: false },
        reporterId,
        reporterRole: 'user',
        reporter: reporterOf(contact, phone),
        photo: photo?.name ?? null,
        now: new Date(),
      });
      await storeReport(deps, incident, photo);
      token = await links.create({
        incidentId: incident._id.toHexString(),
        role: 'reporter',
        name: contact.name,
      });
    } catch (error) {
      // Only stored reports count.
      await forgetTickets();
      throw error;
    }
    deps.logger.info(
      { incidentId: incident._id.toHexString(), unconfirmed: true },
      'report without an account',
    );
    ctx.status = 201;
    return {
      message: ANONYMOUS_REPORT_MESSAGE,
      incident: toIncident(incident, true, true),
      followToken: token,
      followUrl: followUrlOf(config.publicUrl, token),
    };
  });

  // "Not twice": an account follows a case already reported, adding what it saw.
  routes.route('incidents.follow', async ({ user, object: doc, input: { body } }) => {
    const text = body.text?.trim();
    const follower = { id: user.id, role: user.role, name: user.name };
    if (text) {
      const updated = await incidents.update(doc._id, addFollowerNote(follower, text, new Date()));
      if (!updated) throw notFound(FOLLOW_LINK_INVALID_MESSAGE);
    }
    const token = await links.create({
      incidentId: doc._id.toHexString(),
      role: 'follower',
      name: user.name,
      accountId: user.id,
    });
    return {
      success: true as const,
      message: FOLLOWING_CASE_MESSAGE,
      followToken: token,
      followUrl: followUrlOf(config.publicUrl, token),
    };
  });

  // "Turn it into an account later with one step": the reporter's own link, after logging in.
  routes.route('incidents.claimFollowed', async ({ ctx, user }) => {
    requireFollowToken(ctx);
    const { link, doc } = await followed(ctx, links, incidents);
    if (link.role !== 'reporter') throw notFound(FOLLOW_LINK_INVALID_MESSAGE);
    if (!doc.reporterInfo.unconfirmed) {
      if (doc.reportedBy === user.id) return followedView(link, doc);
      throw notFound(FOLLOW_LINK_INVALID_MESSAGE);
    }
    const { reporter } = await reporterInfoOf(deps, user, ctx.state.requestId);
    const now = new Date();
    const updated = await incidents.update(doc._id, (current) => {
      // Two accounts claiming at once: the first one's.
      if (!current.reporterInfo.unconfirmed) throw refuse('not-found', FOLLOW_LINK_INVALID_MESSAGE);
      return { $set: { reportedBy: user.id, reporterInfo: reporter, updatedAt: now } };
    });
    if (!updated) throw notFound(FOLLOW_LINK_INVALID_MESSAGE);
    deps.logger.info({ incidentId: doc._id.toHexString() }, 'report without an account claimed');
    return followedView(link, updated);
  });

  routes.route('incidents.followed', async ({ ctx }) => {
    requireFollowToken(ctx);
    const { link, doc } = await followed(ctx, links, incidents);
    return followedView(link, doc);
  });

  routes.route('incidents.followedUpdate', async ({ ctx, input: { body } }) => {
    requireFollowToken(ctx);
    const { link, doc } = await followed(ctx, links, incidents);
    const { text } = parseInput(followedUpdateRequestSchema, body);
    const reader = readerOf(link, doc);
    const updated = await incidents.update(
      doc._id,
      link.role === 'reporter'
        ? addReporterNote(reader, text, new Date())
        : addFollowerNote(reader, text, new Date()),
    );
    if (!updated) throw notFound(FOLLOW_LINK_INVALID_MESSAGE);
    return followedView(link, updated);
  });

  return routes.router;
}

/** The case page's link: the token after #, which browsers never send to a server. */
export const followUrlOf = (publicUrl: string, token: string) => `${publicUrl}/follow#${token}`;

function reporterOf(contact: Contact, phone: string | undefined) {
  return {
    name: contact.name,
    contactNumber: phone ?? '',
    email: contact.email ?? '',
    preferredContactMethod: phone ? 'phone' : 'email',
    unconfirmed: true as const,
  };
}

/**
 * One report per address and per contact within their windows: every key is recorded, and if
 * any is full the others are taken back, so a refused report uses up nothing.
 */
async function takeQuota(
  quota: RateLimitStore,
  limits: IncidentsDeps['config']['anonymousQuota'],
  address: string,
  contact: { phone?: string; email?: string },
): Promise<AttemptId[]> {
  const attempts = await Promise.all([
    quota.hit(`anonymous:address:${address}`, limits.perAddress),
    ...contactKeys(contact).map((key) => quota.hit(key, limits.perContact)),
  ]);
  const refused = attempts.filter((attempt) => !attempt.allowed);
  if (refused.length === 0) return attempts.map((attempt) => attempt.id);
  await Promise.all(
    attempts
      .filter((attempt) => attempt.allowed)
      .map((attempt) => quota.forget(attempt.id).catch(() => undefined)),
  );
  throw tooManyReports(Math.max(...refused.map((attempt) => attempt.retryAfterSeconds)));
}

async function followed(
  ctx: ServiceContext,
  links: FollowLinks,
  incidents: IncidentsDeps['incidents'],
): Promise<{ link: FollowLinkDoc; doc: IncidentDoc }> {
  const token = ctx.get(FOLLOW_TOKEN_HEADER);
  const link = token ? await links.find(token) : null;
  const doc = link ? await incidents.findById(new ObjectId(link.incidentId)) : null;
  // A hidden report stays visible to its reporter only, as on every other path.
  if (!link || !doc || (doc.moderation?.hidden && link.role !== 'reporter'))
    throw notFound(FOLLOW_LINK_INVALID_MESSAGE);
  return { link, doc };
}

/** Who reads (and writes notes) through the link: the reporter's own id, or the follower. */
function readerOf(link: FollowLinkDoc, doc: IncidentDoc): AuthUser {
  return {
    id: link.role === 'reporter' ? doc.reportedBy : (link.accountId ?? link._id.slice(0, 24)),
    role: 'user',
    name: link.name,
  } as AuthUser;
}

function followedView(link: FollowLinkDoc, doc: IncidentDoc) {
  const asReporter = link.role === 'reporter';
  return {
    role: link.role,
    incident: toIncident(doc, asReporter, asReporter),
    history: historyFor(readerOf(link, doc), doc, { withModeration: asReporter }),
  };
}

/** A follow-link call without its token is a malformed request (400), not an unknown link (404). */
function requireFollowToken(ctx: { get(field: string): string }): void {
  if (!ctx.get(FOLLOW_TOKEN_HEADER))
    throw badRequest(`The ${FOLLOW_TOKEN_HEADER} header is required`);
}
