import { INCIDENT_REPORTED_MESSAGE } from '@rescue/contracts';
import type { CreateIncidentResponse, InternalUser } from '@rescue/contracts';
import {
  HttpError,
  Router,
  type RateLimitStore,
  callInternal,
  clientIp,
  authorize,
  parseInput,
  tooManyRequests,
  unauthorized,
  type AuthUser,
  type ServiceContext,
  type ServiceState,
} from '@rescue/service-kit';
import { assess } from '@rescue/contracts/assessment';
import { AddressLimiter } from '../domain/assess';
import { toIncidentFor } from '../domain/incident-view';
import { reportQuotaKey } from '../domain/report-quota';
import { preparePhoto } from '../domain/photo';
import type { PreparedPhoto } from '../store/photos';
import { buildIncident, reportSchema } from '../domain/report';
import type { IncidentDoc, StoredReporterInfo } from '../store/incident-doc';
import type { IncidentsDeps } from './deps';
import { incidentOperations } from './load-incident';
import { refusingRouter } from './refusals';
import { idempotencyKeyOf, readReportRequest } from './report-request';

/**
 * POST /api/incidents/create: any logged-in role reports an animal in need, up to
 * config.reportQuota per account per hour (internal calls never come this way). And POST
 * /api/incidents/assess: the app's assessment of a report being written, for anyone.
 */
export function reportRouter(deps: IncidentsDeps, quota: RateLimitStore): Router<ServiceState> {
  const router = refusingRouter();
  const { decodeSlots } = deps;

  const operations = incidentOperations(deps.incidents);
  const assessLimit = new AddressLimiter(deps.config.assessQuota);
  operations.route('incidents.assess', ({ ctx, input: { body } }) => {
    const ticket = assessLimit.hit(clientIp(ctx));
    if (!ticket.allowed) throw tooManyAssessments(ticket.retryAfterSeconds);
    return assess(body);
  });
  router.use(operations.router.routes());

  router.post('/api/incidents/create', async (ctx) => {
    const user = authorize(ctx, 'incidents.report');
    const key = idempotencyKeyOf(ctx);
    const request = await readReportRequest(ctx);
    const report = parseInput(reportSchema, request.data);
    const idempotencyScope = key ? `${user.id}:${key}` : undefined;

    const earlier = idempotencyScope
      ? await deps.incidents.findByIdempotencyScope(idempotencyScope)
      : null;
    // A replay of a stored report is answered before the quota: it stores nothing new.
    if (earlier) return respond(ctx, 200, user, earlier);

    const ticket = await quota.hit(reportQuotaKey(user.id), deps.config.reportQuota);
    if (!ticket.allowed) throw tooManyReports(ticket.retryAfterSeconds);
    let stored: IncidentDoc;
    let incident: IncidentDoc;
    try {
      const photo = request.photo ? await preparePhoto(request.photo, decodeSlots) : undefined;
      const { reporter, emailUpdates } = await reporterInfoOf(deps, user, ctx.state.requestId);
      incident = buildIncident({
        report,
        reporterId: user.id,
        reporterRole: user.role,
        reporter,
        reporterWantsEmail: emailUpdates,
        photo: photo?.name ?? null,
        idempotencyScope,
        now: new Date(),
      });
      stored = await storeReport(deps, incident, photo);
    } catch (error) {
      // Only stored reports count: a refused photo or a failure does not use up the hour.
      await quota.forget(ticket.id).catch(() => undefined);
      throw error;
    }
    // A concurrent request with the same key stored it first: this one was a replay.
    if (stored !== incident) await quota.forget(ticket.id).catch(() => undefined);
    respond(ctx, stored === incident ? 201 : 200, user, stored);
  });

  return router;
}

function tooManyAssessments(retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return tooManyRequests(
    `Too many assessments. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}

/** The report quota's 429 (an account's, and an address's or a contact's without one). */
export function tooManyReports(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooManyRequests(
    `Too many reports. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}

function respond(ctx: ServiceContext, status: number, user: AuthUser, incident: IncidentDoc) {
  ctx.status = status;
  const body: CreateIncidentResponse = {
    message: INCIDENT_REPORTED_MESSAGE,
    incident: toIncidentFor(user, incident),
  };
  ctx.body = body;
}

/**
 * The reporter's name and contact details, from their account, never from the request; and
 * whether their profile asks for email about every report.
 */
export async function reporterInfoOf(
  { config }: IncidentsDeps,
  user: AuthUser,
  requestId: string,
): Promise<{ reporter: StoredReporterInfo; emailUpdates: boolean }> {
  try {
    const account = await callInternal<InternalUser>(
      config.authUrl,
      `/internal/users/${encodeURIComponent(user.id)}`,
      { internalApiKey: config.internalApiKey, requestId },
    );
    return {
      reporter: {
        name: account.name,
        contactNumber: account.phoneNumber,
        email: account.email,
        preferredContactMethod: 'phone',
      },
      emailUpdates: account.emailUpdates === true,
    };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      throw unauthorized('Your account no longer exists');
    }
    throw error;
  }
}

/**
 * Stores the photo, then the incident; if the incident is not stored the photo goes too.
 * Returns the stored incident: this one, or the earlier one when a concurrent request with
 * the same idempotency key won the race.
 */
export async function storeReport(
  { incidents, photos }: IncidentsDeps,
  incident: IncidentDoc,
  photo: PreparedPhoto | undefined,
): Promise<IncidentDoc> {
  if (photo) await photos.save(photo, incident._id.toHexString());
  let inserted: boolean;
  try {
    inserted = await incidents.insert(incident);
  } catch (error) {
    if (photo) await photos.remove(photo.name).catch(() => undefined);
    throw error;
  }
  if (inserted) return incident;
  if (photo) await photos.remove(photo.name);
  const earlier = await incidents.findByIdempotencyScope(incident.idempotencyScope ?? '');
  if (!earlier) throw new Error('Duplicate key on an incident without an idempotency key');
  return earlier;
}
