import { REPORT_ADDRESS_MAX_LENGTH, REPORT_DESCRIPTION_MAX_LENGTH } from '@rescue/contracts';
import {
  EMPTY_FIELDS,
  hasContent,
  pinFarFromCity,
  requiredMessage,
  toCreateIncidentData,
  validateReport,
  withCity,
  type ReportFields,
} from './report-fields';

const PUNE: [number, number] = [73.8567, 18.5204];

const complete: ReportFields = {
  ...withCity(EMPTY_FIELDS, 'Pune'),
  description: ' Dog hit by a scooter ',
  animalType: 'Dog',
  address: 'FC Road, near the bus stop',
  contactName: 'Asha',
  contactNumber: '98765 43210',
  emergency: true,
  notes: 'I will wait here',
  animalDescription: 'Brown dog, limping',
  signs: ['hit_by_vehicle', 'heavy_bleeding'],
};

test('an empty form fails every required field, each with its own message', () => {
  expect(validateReport(EMPTY_FIELDS)).toEqual({
    description: 'Please describe the incident',
    city: 'Please choose a city from the list',
    address: 'Please enter the detailed address',
    animalDescription: 'Please describe the animal',
  });
});

test('a complete report passes; the contact fields are optional', () => {
  expect(validateReport(complete)).toEqual({});
  expect(
    validateReport({
      ...complete,
      contactName: '',
      contactNumber: '',
      emergency: false,
      notes: '',
    }),
  ).toEqual({});
});

test.each([
  ['only spaces in the description', { description: '   ' }, 'description'],
  ['a city outside the list', { city: 'Atlantis' }, 'city'],
  ['a changed category without a word of why', { gradingCategory: 'LOW' }, 'gradingReason'],
  [
    'a changed category with only spaces as why',
    { gradingCategory: 'CRITICAL', gradingReason: '  ' },
    'gradingReason',
  ],
] as const)('%s fails that field only', (_case, change, field) => {
  expect(validateReport({ ...complete, ...change } as ReportFields)).toEqual({
    [field]: requiredMessage(field),
  });
});

test("text over the server's limits is refused before sending, with the limit", () => {
  const tooLong = 'x'.repeat(REPORT_DESCRIPTION_MAX_LENGTH + 1);
  expect(validateReport({ ...complete, description: tooLong })).toEqual({
    description: `Must be at most ${REPORT_DESCRIPTION_MAX_LENGTH} characters`,
  });
  expect(
    validateReport({ ...complete, address: 'x'.repeat(REPORT_ADDRESS_MAX_LENGTH + 1) }),
  ).toEqual({ address: `Must be at most ${REPORT_ADDRESS_MAX_LENGTH} characters` });
  expect(
    validateReport({ ...complete, description: 'x'.repeat(REPORT_DESCRIPTION_MAX_LENGTH) }),
  ).toEqual({});
});

test('no signs and no grading is a complete report: the app assesses it from the words', () => {
  expect(validateReport({ ...complete, signs: [] })).toEqual({});
});

test('choosing a city sets its coordinates', () => {
  expect(withCity(EMPTY_FIELDS, 'Pune')).toMatchObject({
    city: 'Pune',
    coordinates: PUNE,
    coordinatesFrom: 'city',
  });
  expect(withCity(EMPTY_FIELDS, 'noida')).toMatchObject({ city: 'Noida', coordinatesFrom: 'city' });
});

test("a placed pin (or the device's position) stays when the chosen city is within 50 km, else the city's centre", () => {
  const here: ReportFields = {
    ...EMPTY_FIELDS,
    coordinates: [73.86, 18.53],
    coordinatesFrom: 'device',
    accuracyMeters: 12,
  };
  expect(withCity(here, 'Pune')).toMatchObject({
    coordinates: [73.86, 18.53],
    coordinatesFrom: 'device',
  });
  expect(withCity(here, 'Delhi')).toMatchObject({
    coordinates: [77.1025, 28.7041],
    coordinatesFrom: 'city',
    accuracyMeters: null,
  });
  expect(pinFarFromCity({ ...here, city: 'Pune' })).toBe(false);
  expect(pinFarFromCity({ ...here, city: 'Delhi' })).toBe(true);
  const placed: ReportFields = { ...here, coordinatesFrom: 'pin', accuracyMeters: null };
  expect(withCity(placed, 'Pune')).toMatchObject({ coordinatesFrom: 'pin' });
  expect(pinFarFromCity({ ...placed, city: 'Delhi' })).toBe(true);
});

test('asking for email updates is sent with the report; not asking sends nothing', () => {
  expect(toCreateIncidentData(complete)).not.toHaveProperty('notifyByEmail');
  expect(toCreateIncidentData({ ...complete, notifyByEmail: true })).toMatchObject({
    notifyByEmail: true,
  });
});

test('a report without a pin is approximate; a pin is exact, with the accuracy only from the device', () => {
  expect(toCreateIncidentData(complete).location).toMatchObject({
    approximate: true,
    accuracyMeters: null,
  });
  const device: ReportFields = {
    ...complete,
    coordinates: [73.86, 18.53],
    coordinatesFrom: 'device',
    accuracyMeters: 12,
  };
  expect(toCreateIncidentData(device).location).toEqual({
    address: 'FC Road, near the bus stop',
    coordinates: [73.86, 18.53],
    approximate: false,
    accuracyMeters: 12,
  });
  expect(
    toCreateIncidentData({ ...device, coordinatesFrom: 'pin', accuracyMeters: null }).location,
  ).toMatchObject({ approximate: false, accuracyMeters: null });
});

test('the payload carries the report, never the contact fields (spec section 5)', () => {
  expect(toCreateIncidentData(complete)).toEqual({
    description: 'Dog hit by a scooter',
    city: 'Pune',
    location: {
      address: 'FC Road, near the bus stop',
      coordinates: PUNE,
      approximate: true,
      accuracyMeters: null,
    },
    animalInfo: {
      description: 'Brown dog, limping',
      type: 'Dog',
      signs: ['hit_by_vehicle', 'heavy_bleeding'],
    },
  });
  // The old hand-typed assessment is gone from the wire: the server makes it.
  expect(toCreateIncidentData(complete).animalInfo).not.toHaveProperty('aiSeverityAssessment');
  expect(toCreateIncidentData({ ...complete, signs: [] }).animalInfo).not.toHaveProperty('signs');
  expect(
    toCreateIncidentData({
      ...complete,
      gradingCategory: 'CRITICAL',
      gradingReason: ' in traffic ',
    }).animalInfo.reporterGrading,
  ).toEqual({ category: 'CRITICAL', reason: 'in traffic' });
  expect(toCreateIncidentData({ ...complete, animalType: '' }).animalInfo).not.toHaveProperty(
    'type',
  );
});

test('a draft is worth restoring once anything was typed or chosen', () => {
  expect(hasContent(EMPTY_FIELDS)).toBe(false);
  expect(hasContent({ ...EMPTY_FIELDS, notes: 'x' })).toBe(true);
  expect(hasContent({ ...EMPTY_FIELDS, emergency: true })).toBe(true);
  expect(hasContent({ ...EMPTY_FIELDS, signs: ['limping'] })).toBe(true);
  expect(hasContent({ ...EMPTY_FIELDS, gradingCategory: 'LOW' })).toBe(true);
});
