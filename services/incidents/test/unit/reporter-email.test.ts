// Which writes queue a reporter email, and the configuration that turns email on.
import { ObjectId } from '@rescue/service-kit';
import { loadConfig } from '../../src/config';
import { dueMessages, renderEmail } from '../../src/domain/reporter-email';
import type { IncidentDoc } from '../../src/store/incident-doc';
import { storedIncident } from '../stored-incident';
import { RECIPIENT, closedFacts } from './email-fixtures';

const ENV = {
  MONGO_URL: 'mongodb://127.0.0.1:1/x',
  JWT_PUBLIC_KEY: 'key',
  INTERNAL_API_KEY: 'internal-key-internal-key-internal-key',
};

function incident(overrides: Partial<IncidentDoc> = {}): IncidentDoc {
  return storedIncident({
    reporterInfo: {
      name: 'Meera',
      contactNumber: '1',
      email: 'm@x',
      preferredContactMethod: 'phone',
    },
    reportedBy: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    notifyByEmail: true,
    ...overrides,
  });
}

const ngo = { name: 'Paws Trust', id: 'bbbbbbbbbbbbbbbbbbbbbbbb' };

test('SMTP_URL unset or empty: no email; set: MAIL_FROM is required and delays are read', () => {
  expect(loadConfig(ENV).email).toBeNull();
  expect(loadConfig({ ...ENV, SMTP_URL: '' }).email).toBeNull();
  expect(() => loadConfig({ ...ENV, SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/MAIL_FROM/);
  expect(() => loadConfig({ ...ENV, SMTP_URL: 'http://x', MAIL_FROM: 'a@b' })).toThrow(/SMTP_URL/);
  const config = loadConfig({
    ...ENV,
    SMTP_URL: 'smtp://127.0.0.1:25',
    MAIL_FROM: 'a@b',
    EMAIL_RETRY_DELAYS_MS: '100,200',
    PUBLIC_URL: 'https://rescue.example.org/',
  });
  expect(config.email).toMatchObject({ retryDelaysMs: [100, 200], mailFrom: 'a@b' });
  expect(config.publicUrl).toBe('https://rescue.example.org');
});

test('taken once, closed once; nothing without the opt-in', () => {
  const pending = incident();
  const handled = incident({ _id: pending._id, assignedNGO: ngo, status: 'in progress' });
  expect(dueMessages(handled, pending).map((m) => m.id)).toEqual([`${pending._id}:taken`]);
  expect(dueMessages(handled, pending)[0]!.facts.takenBy).toEqual({
    role: 'ngo',
    name: 'Paws Trust',
  });
  // Already taken: a volunteer taking it adds nothing.
  const withVolunteer = incident({
    ...handled,
    volunteerActivity: {
      status: 'assigned',
      assignedAt: new Date(),
      assignedVolunteer: 'cccccccccccccccccccccccc',
      volunteerName: 'Asha Verma',
    },
  });
  expect(dueMessages(withVolunteer, handled)).toEqual([]);
  const resolved = incident({ ...handled, status: 'resolved' });
  expect(dueMessages(resolved, handled).map((m) => m.kind)).toEqual(['closed']);
  // Resolved straight from pending: the closing message says it all.
  expect(dueMessages(resolved, pending).map((m) => m.kind)).toEqual(['closed']);
  expect(dueMessages(incident({ ...resolved, notifyByEmail: undefined }), handled)).toEqual([]);
});

test('the message names the NGO and the reason, links the case page, escapes HTML', () => {
  const id = new ObjectId().toHexString();
  const facts = closedFacts({ animalType: 'Dog', city: 'Pune', reason: 'released' });
  const mail = renderEmail({ incidentId: id, kind: 'closed', facts }, RECIPIENT);
  expect(mail.subject).toBe('Rescue Network: your report has been closed (Released)');
  expect(mail.text).toContain('the dog you reported in Pune on 20 Nov 2026');
  expect(mail.text).toContain(`https://r.example/user-dashboard/incidents/${id}`);
  expect(mail.html).toContain('Paws &lt;Trust&gt;');
  expect(mail.html).not.toContain('<Trust>');
});
