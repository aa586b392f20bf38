import { act, render, screen } from '@testing-library/react';
import { defineCatalogue } from './catalogue';
import { LANGUAGE_STORAGE_KEY, languageStore } from './language-store';

const en = {
  greeting: 'Hello {{name}}',
  cases_one: '{{count}} case',
  cases_other: '{{count}} cases',
  onlyEnglish: 'Only in English',
};

afterEach(async () => {
  await act(() => languageStore.set('en'));
  localStorage.clear();
});

test('English is there at once: values, plurals and lakh grouping', () => {
  const catalogue = defineCatalogue('test-en', { en, hi: async () => ({}), mr: async () => ({}) });
  expect(catalogue.t('greeting', { name: 'Meera' })).toBe('Hello Meera');
  expect(catalogue.t('cases', { count: 1 })).toBe('1 case');
  expect(catalogue.t('cases', { count: 123456 })).toBe('1,23,456 cases');
});

test('a switch loads the language first, then every user of the catalogue re-renders in it', async () => {
  let loads = 0;
  const catalogue = defineCatalogue('test-switch', {
    en,
    hi: async () => {
      loads += 1;
      return {
        default: {
          greeting: 'नमस्ते {{name}}',
          cases_one: '{{count}} मामला',
          cases_other: '{{count}} मामले',
        },
      };
    },
    mr: async () => ({ default: {} }),
  });
  function Greeting() {
    const text = catalogue.useText();
    return (
      <p>
        {text('greeting', { name: 'मीरा' })} · {text('cases', { count: 2 })} · {text('onlyEnglish')}
      </p>
    );
  }
  render(<Greeting />);
  expect(screen.getByText(/Hello/)).toHaveTextContent('Hello मीरा · 2 cases · Only in English');

  await act(() => languageStore.set('hi'));
  // Digits stay Latin; a key the catalogue lacks falls back to English.
  expect(screen.getByText(/नमस्ते/)).toHaveTextContent('नमस्ते मीरा · 2 मामले · Only in English');
  expect(document.documentElement.lang).toBe('hi');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');

  await act(() => languageStore.set('en'));
  await act(() => languageStore.set('hi'));
  expect(loads).toBe(1);
});

test('a catalogue that fails to load leaves its area in English and the page switched', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const catalogue = defineCatalogue('test-broken', {
    en,
    hi: async () => ({ default: {} }),
    mr: () => Promise.reject(new Error('chunk failed')),
  });
  await act(() => languageStore.set('mr'));
  expect(languageStore.get()).toBe('mr');
  expect(catalogue.t('greeting', { name: 'Asha' })).toBe('Hello Asha');
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});
