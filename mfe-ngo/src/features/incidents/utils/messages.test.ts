import { act } from '@testing-library/react';
import { languageStore } from '@rescue/web-kit';
import { MESSAGES, message, type MessageName } from './messages';

afterEach(async () => {
  await act(() => languageStore.set('en'));
  localStorage.clear();
});

const NAMES = Object.keys(MESSAGES) as MessageName[];

test("in English a screen shows exactly the spec's wording that MESSAGES keeps", () => {
  expect(NAMES.map(message)).toEqual(NAMES.map((name) => MESSAGES[name]));
});

test('in Hindi every message is translated', async () => {
  await act(() => languageStore.set('hi'));
  const untranslated = NAMES.filter((name) => message(name) === MESSAGES[name]);
  expect(untranslated).toEqual([]);
  expect(message('incidentNotFound')).toBe('मामला नहीं मिला');
});
