// The reporter's email in Hindi and Marathi (issue 29): every sentence, the closure reason and
// the date in the language, Latin digits, names as written, HTML escaped as in English.
import { ObjectId } from 'mongodb';
import { CLOSURE_REASONS } from '@rescue/contracts';
import { renderEmail } from '../../src/domain/reporter-email';
import { EMAIL_WORDS } from '../../src/domain/reporter-email-words';
import { RECIPIENT, closedFacts } from './email-fixtures';

const id = new ObjectId().toHexString();
const facts = closedFacts({ animalType: 'Cow', city: 'Nashik', reason: 'rescued_treated' });
const render = (kind: 'taken' | 'closed', language: 'hi' | 'mr', more = {}) =>
  renderEmail({ incidentId: id, kind, facts: { ...facts, ...more } }, { ...RECIPIENT, language });

test('a closed case in Marathi: reason, date and the animal in Marathi, the NGO as written', () => {
  const mail = render('closed', 'mr');
  expect(mail.subject).toBe(
    'Rescue Network: आपल्या रिपोर्टचे प्रकरण बंद करण्यात आले आहे (बचाव करून उपचार केले)',
  );
  expect(mail.text).toContain('नमस्कार Meera,');
  expect(mail.text).toContain(
    'आपण 20 नोव्हेंबर, 2026 रोजी Nashik येथे कळवलेले प्रकरण (गाय) Paws <Trust> यांनी बंद केले आहे.',
  );
  expect(mail.text).toContain('निकाल: बचाव करून उपचार केले.');
  expect(mail.text).toContain(`https://r.example/user-dashboard/incidents/${id}`);
  expect(mail.html).toContain('<html lang="mr">');
  expect(mail.html).toContain('Paws &lt;Trust&gt;');
  // Latin digits, as the app writes numbers: no Devanagari digit anywhere.
  expect(mail.text).not.toMatch(/[०-९]/);
});

test('taken by a volunteer in Hindi, and an animal that is not a common word stays as written', () => {
  const mail = render('taken', 'hi', {
    animalType: 'Indian star tortoise',
    takenBy: { role: 'volunteer', name: 'Asha' },
  });
  expect(mail.subject).toBe('Rescue Network: आपकी रिपोर्ट पर काम शुरू हो गया है');
  expect(mail.text).toContain(
    'अच्छी खबर: आपने 20 नवंबर 2026 को Nashik में जो मामला (Indian star tortoise) रिपोर्ट किया था, उसे स्वयंसेवक Asha ने ले लिया है।',
  );
  expect(mail.text).not.toMatch(/Hello|Good news|Outcome/);
});

test('every closure reason is said in Hindi and Marathi', () => {
  for (const words of Object.values(EMAIL_WORDS)) {
    expect(CLOSURE_REASONS.filter((reason) => !words.reasons[reason])).toEqual([]);
  }
});
