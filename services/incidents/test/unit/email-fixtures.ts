import type { EmailFacts } from '../../src/store/email-outbox';

/** The reporter the emails of these tests go to, and the app's address their links use. */
export const RECIPIENT = { reporterName: 'Meera Shah', publicUrl: 'https://r.example' };

/** A case reported on 20 Nov 2026 and closed by an NGO whose name has HTML in it. */
export function closedFacts(facts: Omit<EmailFacts, 'reportedAt' | 'closedBy'>): EmailFacts {
  return { ...facts, reportedAt: new Date('2026-11-20T10:00:00Z'), closedBy: 'Paws <Trust>' };
}
