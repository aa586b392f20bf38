// The export's formula defusing holds for any separator a spreadsheet may read with: before,
// "gate;=HYPERLINK(...)" was written as is, and a ;-separated reader ran the second cell.
import { defuseFormulas, type Incident } from '@rescue/contracts';
import { csvRow } from '../../src/domain/csv-export';

const incident = (texts: { description: string; address: string; note: string }): Incident =>
  ({
    _id: '64b7f0c2a1b2c3d4e5f60001',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    status: 'pending',
    city: 'Pune',
    description: texts.description,
    location: { address: texts.address, coordinates: [73.85, 18.52], approximate: false },
    animalInfo: {
      type: 'Dog',
      description: 'Brown dog',
      photo: null,
      aiSeverityAssessment: { score: 5, category: 'MODERATE' },
    },
    reporterInfo: { name: 'Asha', contactNumber: '+91 90000 11111', email: null },
    volunteerActivity: null,
    assignedNGO: null,
    caseUpdates: [],
    closure: { at: '2026-03-02T10:00:00.000Z', reason: 'other', note: texts.note },
  }) as unknown as Incident;

const NASTY = [
  'Near the gate;=HYPERLINK("http://evil.example","open")',
  'Near the gate; =1+1',
  'Near the gate;"=cmd|\' /C calc\'!A0"',
  'Left at\t@SUM(A1:A9)',
  'Found | +cmd',
  "First line\r\n-2+3+cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example"),=1+1',
];
/** A field a spreadsheet would run: = + - @ first, after spaces or a quote, with letters in it. */
const RUNNABLE = /^[\s"]*[=+\-@](?=.*[A-Za-z(])/;

test.each([',', ';', '\t', '|', '\n'])(
  'no field of an exported row runs as a formula when read with separator %j',
  (separator) => {
    for (const text of NASTY) {
      const row = csvRow(incident({ description: text, address: text, note: text }));
      const runnable = row
        .split(separator)
        .flatMap((field) => field.split(/\r?\n/))
        .filter((field) => RUNNABLE.test(field));
      expect({ text, runnable }).toEqual({ text, runnable: [] });
    }
  },
);

test('a phone number and plain text are left as typed', () => {
  expect(defuseFormulas('+91 90000 11111')).toBe('+91 90000 11111');
  expect(defuseFormulas('Near the gate, by the tea stall')).toBe('Near the gate, by the tea stall');
  expect(defuseFormulas('gate;=1+1')).toBe("gate;'=1+1");
  expect(defuseFormulas('\t=1+1')).toBe("'\t'=1+1");
});
