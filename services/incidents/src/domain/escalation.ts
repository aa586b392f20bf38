// A critical case nobody has taken in time is escalated (issue 31): first the on-duty
// volunteers of a wider radius are alerted, then the NGOs of its city (the notifications
// service reads each step from the change feed). Each step is a case-history event written
// under the incident's lock on the stored state, so it happens once whichever replica (or a
// replica after a restart) finds it due: the state is the incident's, not a timer's.
import { OPEN_STATUSES, isClosedStatus, isCritical } from '@rescue/contracts';
import type { Logger, UpdateFilter } from '@rescue/service-kit';
import type { IncidentDoc, StoredEscalationStep } from '../store/incident-doc';
import type { IncidentStore } from '../store/incidents';
import type { PagePosition } from '../store/paging';
import { caseEvent, type Actor } from './case-history';

export interface EscalationConfig {
  /** Minutes after the report before a wider radius of volunteers is alerted. */
  volunteersAfterMinutes: number;
  /** The wider radius (km). */
  radiusKm: number;
  /** Minutes after the report before the NGOs of its city are alerted. */
  ngosAfterMinutes: number;
  /** How often each replica looks for cases due (ms). */
  scanMs: number;
}

/** Escalation is the Rescue Network's own doing: no account acted. */
export const ESCALATION_ACTOR: Actor = {
  id: '000000000000000000000000',
  role: 'admin',
  name: 'Rescue Network',
};

const MINUTE_MS = 60_000;
/**
 * A case reported longer ago than its last step plus this is past escalating: an alert about
 * it now would be stale news (it is on every NGO's list), and a store loaded with old cases
 * (an import, the benchmark's bulk load) would otherwise alert for each of them, thousands of
 * locked writes and change-feed entries in a row (issue 32). A replica down for less than
 * this still writes every step it missed.
 */
export const ESCALATION_WINDOW_MINUTES = 24 * 60;

/** How long after its report a case may still be escalated (minutes). */
const windowMinutes = (config: EscalationConfig) =>
  config.ngosAfterMinutes + ESCALATION_WINDOW_MINUTES;

/** A case the escalation watches: critical (as the NGO overview counts it), open, untaken, not hidden. */
function watched(doc: IncidentDoc): boolean {
  return (
    !isClosedStatus(doc.status) &&
    !doc.volunteerActivity &&
    doc.moderation?.hidden !== true &&
    isCritical(
      doc.animalInfo.aiSeverityAssessment.score,
      doc.animalInfo.aiSeverityAssessment.category,
    )
  );
}

/** The step due for the case at `now` (1: wider volunteers, 2: NGOs), if any. */
export function dueStep(doc: IncidentDoc, config: EscalationConfig, now: Date): 1 | 2 | undefined {
  if (!watched(doc)) return undefined;
  const minutes = (now.getTime() - doc.createdAt.getTime()) / MINUTE_MS;
  if (minutes > windowMinutes(config)) return undefined;
  const done = doc.escalation?.step ?? 0;
  if (done === 0 && minutes >= config.volunteersAfterMinutes) return 1;
  if (done === 1 && minutes >= config.ngosAfterMinutes) return 2;
  return undefined;
}

/**
 * The step's write, decided again on the stored state: a step another replica wrote first, or
 * a case taken meanwhile, leaves the incident as it is (updatedAt unchanged).
 */
export function escalate(config: EscalationConfig, now: Date) {
  return (current: IncidentDoc): UpdateFilter<IncidentDoc> => {
    const step = dueStep(current, config, now);
    if (step === undefined) return { $set: { updatedAt: current.updatedAt } };
    const detail: StoredEscalationStep =
      step === 1
        ? {
            step: 'volunteers',
            radiusKm: config.radiusKm,
            afterMinutes: config.volunteersAfterMinutes,
          }
        : { step: 'ngos', radiusKm: null, afterMinutes: config.ngosAfterMinutes };
    return {
      $set: { escalation: { step, radiusKm: config.radiusKm }, updatedAt: now },
      $push: { history: caseEvent('escalated', ESCALATION_ACTOR, now, { escalation: detail }) },
    };
  };
}

/**
 * Open cases one read of the look takes, newest first (a read from the database, while the
 * working set is built, sorts every incident: few and large).
 */
const PAGE = 500;

/**
 * Every replica looks every scanMs for the cases due and writes their step. Only the cases'
 * stored state says what is due, so a restart, or a replica that died mid-way, loses nothing.
 */
export class EscalationWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** When this replica's looks began to wait for its working set (undefined: not waiting). */
  private waitingSince: number | undefined;

  constructor(
    private readonly incidents: IncidentStore,
    private readonly config: EscalationConfig,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.look(), this.config.scanMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One look (a look under way is joined, not doubled). */
  look(): Promise<void> {
    this.running ??= this.lookOnce().finally(() => (this.running = undefined));
    return this.running;
  }

  private async lookOnce(): Promise<void> {
    // While the working set is built (embedded database), the look's question would go to
    // the database as a sort of every incident: at 100,000 over a minute each, abandoned by
    // the client at its timeout but not by FerretDB, which then starved the build's own scan
    // (issue 32). The next look, from memory, writes what is due. But a critical case waits
    // for no build longer than half its first step: past that, the database is asked.
    if (this.incidents.workingSetStatus().state === 'warming') {
      const waited = this.waitingSince === undefined ? 0 : Date.now() - this.waitingSince;
      if (this.waitingSince === undefined) {
        this.waitingSince = Date.now();
        this.logger.info('escalation waits for the working set to be built');
      }
      if (waited < (this.config.volunteersAfterMinutes * 60_000) / 2) return;
      if (waited - this.config.scanMs < (this.config.volunteersAfterMinutes * 60_000) / 2)
        this.logger.warn(
          { waitedMs: waited },
          'working set still building; escalation asks the database',
        );
    } else this.waitingSince = undefined;
    const now = new Date();
    try {
      // Newest first, until the window closes: only cases that may still be due are read,
      // however many old ones the store holds.
      const oldest = now.getTime() - windowMinutes(this.config) * MINUTE_MS;
      let after: PagePosition | undefined;
      do {
        const page = await this.incidents.page({ statuses: OPEN_STATUSES }, PAGE, after);
        for (const doc of page.items) {
          if (doc.createdAt.getTime() < oldest) return;
          if (dueStep(doc, this.config, now) === undefined) continue;
          const updated = await this.incidents.update(doc._id, escalate(this.config, now));
          if (updated?.escalation && updated.updatedAt.getTime() === now.getTime())
            this.logger.info(
              { incidentId: doc._id.toHexString(), step: updated.escalation.step },
              'critical case escalated',
            );
        }
        after = page.next;
      } while (after);
    } catch (error) {
      this.logger.warn({ err: error }, 'escalation look failed; trying again at the next');
    }
  }
}
