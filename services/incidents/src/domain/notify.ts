import { ObjectId, type Logger } from '@rescue/service-kit';
import type { EventStore, EventType } from '../store/events';
import type { IncidentDoc } from '../store/incident-doc';

/** Tells an incident's reporter that something happened to it. */
export type Notify = (incident: IncidentDoc, type: EventType, text: string) => Promise<void>;

/**
 * Notifications are recorded after the change itself has been stored; failing to record one
 * must not turn a done change into an error, so it is logged instead.
 */
export function reporterNotifier(events: EventStore, logger: Logger): Notify {
  return async (incident, type, text) => {
    try {
      await events.record({
        _id: new ObjectId(),
        userId: incident.reportedBy,
        incidentId: incident._id.toHexString(),
        type,
        text,
        createdAt: new Date(),
      });
    } catch (error) {
      logger.warn({ err: error, incidentId: incident._id.toHexString() }, 'notification lost');
    }
  };
}
