// The pseudo-locale (localStorage 'rescue.pseudo' = '1'): every catalogue's text comes out
// longer, accented and bracketed, with its values put in as they are.
import { act, render, screen } from '@testing-library/react';
import { PSEUDO_STORAGE_KEY, defineCatalogue, pseudoLocalise } from './catalogue';
import { languageStore } from './language-store';

const en = {
  greeting: 'Hello {{name}}',
  cases_one: '{{count}} case',
  cases_other: '{{count}} cases',
  long: 'Suspending an account ends all of its sessions at once and refuses its logins.',
};
const catalogue = defineCatalogue('test-pseudo', {
  en,
  hi: async () => ({ default: { greeting: 'नमस्ते {{name}}' } }),
  mr: async () => ({ default: {} }),
});

afterEach(async () => {
  await act(() => languageStore.set('en'));
  localStorage.clear();
});

test('off unless the switch is set', () => {
  expect(catalogue.t('greeting', { name: 'Meera' })).toBe('Hello Meera');
  localStorage.setItem(PSEUDO_STORAGE_KEY, 'yes');
  expect(catalogue.t('greeting', { name: 'Meera' })).toBe('Hello Meera');
});

test('on: accented, bracketed, about 40% longer, placeholders filled and plurals chosen', () => {
  localStorage.setItem(PSEUDO_STORAGE_KEY, '1');
  expect(catalogue.t('greeting', { name: 'Meera' })).toBe('[Ĥéļļö Meera ~~~]');
  expect(catalogue.t('cases', { count: 1 })).toBe('[1 çášé ~~~]');
  expect(catalogue.t('cases', { count: 123456 })).toBe('[1,23,456 çášéš ~~~]');
  const long = catalogue.t('long');
  expect(long).toMatch(/^\[Šúšþéñðíñĝ áñ áççöúñţ .+ ļöĝíñš\. (~{1,5} ?)+\]$/);
  expect(long.length / en.long.length).toBeGreaterThanOrEqual(1.38);
  expect(long.length / en.long.length).toBeLessThanOrEqual(1.45);
  // No run of padding wider than five characters, so the text still wraps.
  expect(long).not.toMatch(/~{6}/);
});

test('the template keeps its {{placeholders}} for sentences with an element inside', () => {
  expect(pseudoLocalise('Signed {{date}}')).toBe('[Šíĝñéð {{date}} ~~~]');
});

test('in English whatever the language, and a mounted screen shows it', async () => {
  await act(() => languageStore.set('hi'));
  localStorage.setItem(PSEUDO_STORAGE_KEY, '1');
  function Greeting() {
    const text = catalogue.useText();
    return <p>{text('greeting', { name: 'Asha' })}</p>;
  }
  render(<Greeting />);
  expect(screen.getByText('[Ĥéļļö Asha ~~~]')).toBeInTheDocument();
});
