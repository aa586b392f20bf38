import type { Db } from '@rescue/service-kit';

export type AssignmentAction = 'assigned' | 'completed';

/** Who took or finished which case, and when: an audit trail that outlives case edits. */
export interface AssignmentEvent {
  incidentId: string;
  volunteerId: string;
  volunteerName: string;
  action: AssignmentAction;
  at: Date;
}

export interface AssignmentLog {
  ensureIndexes(): Promise<void>;
  record(event: Omit<AssignmentEvent, 'at'>): Promise<void>;
}

export function assignmentLog(db: Db): AssignmentLog {
  const events = db.collection<AssignmentEvent>('assignment_events');
  return {
    async ensureIndexes() {
      await events.createIndex({ volunteerId: 1, at: -1 });
      await events.createIndex({ incidentId: 1, at: -1 });
    },
    async record(event) {
      await events.insertOne({ ...event, at: new Date() });
    },
  };
}
