// Reporting without an account, and the follow link that opens the case afterwards (issue 30).
import { createHash } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  ANONYMOUS_REPORT_MESSAGE,
  FOLLOW_LINK_CLAIMED_MESSAGE,
  FOLLOWING_CASE_MESSAGE,
  FOLLOW_LINK_INVALID_MESSAGE,
  INVALID_PHONE_MESSAGE,
} from '@rescue/contracts';
import type { z } from '@rescue/contracts';
import {
  FOLLOW_TOKEN_HEADER,
  anonymousFollowRequestSchema,
  anonymousReportDataSchema,
  followRequestSchema,
  followedUpdateRequestSchema,
  type FollowedReportContact,
} from '@rescue/contracts/follow';
import {
  ObjectId,
  badRequest,
  clientIp,
  conflict,
  notFound,
  tooManyRequests,
  parseInput,
  type AttemptId,
  type AuthUser,
  type RateLimitStore,
  type Router,
  type ServiceContext,
  type ServiceState,
} from '@rescue/service-kit';
import { addReporterNote } from '../domain/case-actions';
import { AddressLimiter } from '../domain/assess';
import { addFollowerNote } from '../domain/follow';
import { historyFor } from '../domain/case-history';
import { toIncident } from '../domain/incident-view';
import { preparePhoto } from '../domain/photo';
import { refuse } from '../domain/refusal';
import { buildIncident } from '../domain/report';
import type { IncidentDoc, StoredReporterInfo } from '../store/incident-doc';
import type { FollowLinkDoc, FollowLinks } from '../store/follow-links';
import type { IncidentsDeps } from './deps';
import { INCIDENT_NOT_FOUND, loadIncident } from './load-incident';
import { answerNearby } from './incidents';
import { incidentOperations } from './load-incident';
import { reporterInfoOf, storeReport, tooManyReports } from './report';
import { reportQuotaKey } from '../domain/report-quota';
import { idempotencyKeyOf, readReportRequest } from './report-request';

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
  // The internal key: auth's one-step account asks two /internal operations here.
  const routes = incidentOperations(deps.incidents, deps.config.internalApiKey);
  const { config, incidents, decodeSlots } = deps;

  routes.route('incidents.reportAnonymously', async ({ ctx }) => {
    const request = await readReportRequest(ctx);
    const { contact, ...report } = parseInput(anonymousReportDataSchema, request.data);
    const phone = contact.phoneNumber ? normalisePhone(contact.phoneNumber) : undefined;
    // Sent again with its Idempotency-Key (a report queued offline, an answer lost): the report
    // stored the first time, before the quota, with a new follow link (the first is shown once).
    // The key counts only with the same contact: a key alone (a client that sends "1", a guess)
    // never opens someone else's report, its contact details or a reporter's link.
    const key = idempotencyKeyOf(ctx);
    const idempotencyScope = key
      ? `anonymous:${contactDigest(phone, contact.email)}:${key}`
      : undefined;
    const earlier = idempotencyScope
      ? await incidents.findByIdempotencyScope(idempotencyScope)
      : null;
    if (earlier) {
      // Kept in an account or hidden since: no longer this link's to give out.
      if (earlier.moderation?.hidden) throw notFound(INCIDENT_NOT_FOUND);
      if (!earlier.reporterInfo.unconfirmed) throw conflict(FOLLOW_LINK_CLAIMED_MESSAGE);
      return reported(earlier, contact.name, 200);
    }
    const tickets = await takeQuota(quota, config.anonymousQuota, clientIp(ctx), {
      phone,
      email: contact.email,
    });
    const forgetTickets = () =>
      Promise.all(tickets.map((id) => quota.forget(id).catch(() => undefined)));
    let incident: IncidentDoc;
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
        idempotencyScope,
        now: new Date(),
      });
      const stored = await storeReport(deps, incident, photo);
      // The same key at the same moment stored it first: this one was a replay.
      if (stored !== incident) {
        await forgetTickets();
        return reported(stored, contact.name, 200);
      }
    } catch (error) {
      // Only stored reports count.
      await forgetTickets();
      throw error;
    }
    deps.logger.info(
      { incidentId: incident._id.toHexString(), unconfirmed: true },
      'report without an account',
    );
    return reported(incident, contact.name, 201);

    /** The answer: the report and the reporter's follow link, made now. */
    async function reported(doc: IncidentDoc, name: string, status: 200 | 201) {
      const token = await links.create({
        incidentId: doc._id.toHexString(),
        role: 'reporter',
        name,
      });
      ctx.status = status;
      return {
        message: ANONYMOUS_REPORT_MESSAGE,
        incident: toIncident(doc, true, true),
        followToken: token,
        followUrl: followUrlOf(config.publicUrl, token),
      };
    }
  });

  /**
   * "Not twice": what the follower saw (words, and a photo) becomes a note of theirs on the
   * case, and they get a follow link of their own. The photo goes if the note is refused.
   */
  async function follow(
    doc: IncidentDoc,
    follower: { id?: string; role: AuthUser['role']; name: string },
    request: { text?: string; photo?: Buffer },
  ) {
    const text = request.text?.trim();
    if (request.photo && !text) throw badRequest('text: say in a word what the photo shows');
    const photo = request.photo ? await preparePhoto(request.photo, decodeSlots) : undefined;
    const incidentId = doc._id.toHexString();
    // A visitor's notes carry the link's id, as readerOf reads them back.
    const linkId = new ObjectId().toHexString();
    if (text) {
      if (photo) await deps.photos.save(photo, incidentId);
      const actor = { id: follower.id ?? linkId, role: follower.role, name: follower.name };
      const change = addFollowerNote(actor, text, new Date(), photo?.name ?? null);
      const updated = await incidents.update(doc._id, change).catch(async (error: unknown) => {
        if (photo) await deps.photos.remove(photo.name).catch(() => undefined);
        throw error;
      });
      if (!updated) throw notFound(FOLLOW_LINK_INVALID_MESSAGE);
    }
    const token = await links.create({
      incidentId,
      role: 'follower',
      name: follower.name,
      ...(follower.id ? { accountId: follower.id } : { visitorId: linkId }),
    });
    return {
      success: true as const,
      message: FOLLOWING_CASE_MESSAGE,
      followToken: token,
      followUrl: followUrlOf(config.publicUrl, token),
    };
  }

  routes.route('incidents.follow', async ({ ctx, user, object: doc }) => {
    const request = await readReportRequest(ctx);
    const { text } = parseInput(followRequestSchema, request.data);
    // Counted with the account's reports: a note with a photo stores as much as a report does.
    const ticket = await quota.hit(reportQuotaKey(user.id), config.reportQuota);
    if (!ticket.allowed) throw tooManyReports(ticket.retryAfterSeconds);
    try {
      return await follow(
        doc,
        { id: user.id, role: user.role, name: user.name },
        {
          ...request,
          text,
        },
      );
    } catch (error) {
      await quota.forget(ticket.id).catch(() => undefined);
      throw error;
    }
  });

  // The same without an account: a contact as a report without one gives, within its limits.
  routes.route('incidents.followAnonymously', async ({ ctx, input: { params } }) => {
    const request = await readReportRequest(ctx);
    const { text, contact } = parseInput(anonymousFollowRequestSchema, request.data);
    // 400 for a malformed id, 404 for an unknown one (a bare ObjectId() threw: 500).
    const doc = await loadIncident(incidents, params.id);
    if (doc.moderation?.hidden) throw notFound(INCIDENT_NOT_FOUND);
    const phone = contact.phoneNumber ? normalisePhone(contact.phoneNumber) : undefined;
    const tickets = await takeQuota(quota, config.anonymousQuota, clientIp(ctx), {
      phone,
      email: contact.email,
    });
    try {
      return await follow(doc, { role: 'user', name: contact.name }, { ...request, text });
    } catch (error) {
      await Promise.all(tickets.map((id) => quota.forget(id).catch(() => undefined)));
      throw error;
    }
  });

  // "Is it one of these?" for a visitor: as the signed-in question, limited per address.
  const nearbyLimit = new AddressLimiter(config.assessQuota);
  routes.route('incidents.nearbyAnonymously', ({ ctx, input: { query } }) => {
    const ticket = nearbyLimit.hit(clientIp(ctx));
    if (!ticket.allowed) throw tooManyAsks(ticket.retryAfterSeconds);
    return answerNearby(incidents, query);
  });

  /**
   * The report a follow link's holder may keep in an account: the link must be the report's
   * own (a follower's opens no report of theirs), and no account may have kept it yet.
   */
  async function claimable(token: string | undefined, by?: string) {
    const link = token ? await links.find(token) : null;
    const doc = link ? await incidents.findById(new ObjectId(link.incidentId)) : null;
    if (!link || !doc || link.role !== 'reporter') throw notFound(FOLLOW_LINK_INVALID_MESSAGE);
    const kept = !doc.reporterInfo.unconfirmed;
    if (kept && doc.reportedBy !== by) throw conflict(FOLLOW_LINK_CLAIMED_MESSAGE);
    return { link, doc, kept };
  }

  /**
   * The report becomes the account's, once: of two claims at once the first one's. The same
   * account's claim decided meanwhile (a repeat that auth's call sent to another replica while
   * the first was still writing) is done, not a conflict: auth deletes the new account on a
   * conflict, and the report would be left kept by a deleted account.
   */
  async function claim(doc: IncidentDoc, accountId: string, reporter: StoredReporterInfo) {
    const now = new Date();
    const alreadyKept = new Error('kept by this account meanwhile');
    const updated = await incidents
      .update(doc._id, (current) => {
        if (!current.reporterInfo.unconfirmed) {
          if (current.reportedBy === accountId) throw alreadyKept;
          throw refuse('conflict', FOLLOW_LINK_CLAIMED_MESSAGE);
        }
        return { $set: { reportedBy: accountId, reporterInfo: reporter, updatedAt: now } };
      })
      .catch((error: unknown) => {
        if (error === alreadyKept) return incidents.findById(doc._id);
        throw error;
      });
    if (!updated) throw notFound(FOLLOW_LINK_INVALID_MESSAGE);
    deps.logger.info({ incidentId: doc._id.toHexString() }, 'report without an account claimed');
    return updated;
  }

  // "Turn it into an account later with one step": the reporter's own link, after logging in.
  routes.route('incidents.claimFollowed', async ({ ctx, user }) => {
    requireFollowToken(ctx);
    const { link, doc, kept } = await claimable(ctx.get(FOLLOW_TOKEN_HEADER), user.id);
    // Again by the same account: nothing changes.
    if (kept) return followedView(link, doc);
    const { reporter } = await reporterInfoOf(deps, user, ctx.state.requestId);
    return followedView(link, await claim(doc, user.id, reporter));
  });

  // Auth's one-step account (POST /api/users/register/follow): the report's contact and place.
  routes.route('internal.incidents.followedReport', async ({ input: { body } }) => {
    const { doc } = await claimable(body.followToken);
    const contact: FollowedReportContact = {
      incidentId: doc._id.toHexString(),
      name: doc.reporterInfo.name,
      phoneNumber: doc.reporterInfo.contactNumber || null,
      email: doc.reporterInfo.email || null,
      city: doc.city,
      address: doc.location.address,
    };
    return contact;
  });

  // ...and, the account made, the report becomes its own.
  routes.route('internal.incidents.claimFollowed', async ({ input: { body } }) => {
    // Asked again by the same account (auth's retry after a lost answer): already done.
    const { doc, kept } = await claimable(body.followToken, body.accountId);
    const { name, contactNumber, email } = body.reporter;
    const preferredContactMethod = contactNumber ? 'phone' : 'email';
    if (!kept) {
      await claim(doc, body.accountId, { name, contactNumber, email, preferredContactMethod });
    }
    return { incidentId: doc._id.toHexString() };
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

function tooManyAsks(retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return tooManyRequests(
    `Too many searches. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
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
    id:
      link.role === 'reporter'
        ? doc.reportedBy
        : (link.accountId ?? link.visitorId ?? link._id.slice(0, 24)),
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

/** A contact as part of an idempotency scope: hashed, so the scope stored holds no address. */
function contactDigest(phone: string | undefined, email: string | undefined): string {
  return createHash('sha256')
    .update(`${phone ?? ''}|${email?.toLowerCase() ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}
