import { useId } from 'react';
import styled from 'styled-components';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, isLanguage, type Language } from '@rescue/contracts';
import { VisuallyHidden } from '../ui/visually-hidden';
import { kitText } from './kit-text';
import { languageStore } from './language-store';
import { useLanguage } from './use-language';

export interface LanguageSwitcherProps {
  /** Told after the page has switched (the shell saves a signed-in person's choice). */
  onChosen?: (language: Language) => void;
  className?: string;
}

/**
 * The header's language choice: each language named in itself (English, हिन्दी, मराठी), so a
 * reader finds their own without reading the current one. The page switches in place.
 */
export function LanguageSwitcher({ onChosen, className }: LanguageSwitcherProps) {
  const language = useLanguage();
  const text = kitText.useText();
  const id = useId();
  return (
    <Wrap className={className} data-language={language}>
      {/* Named for screen readers; the choices name themselves on screen. */}
      <VisuallyHidden as="label" htmlFor={id}>
        {text('language.label')}
      </VisuallyHidden>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          void languageStore.set(chosen).then(() => onChosen?.(chosen));
        }}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.text.sm};
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
  }
  /* On an English page the languages' own names (हिन्दी, मराठी) are drawn in the system's font:
     in Noto Sans they would make the page fetch the ~97 KB Devanagari file for this menu alone. */
  &[data-language='en'] select {
    font-family: system-ui, sans-serif;
  }
`;
