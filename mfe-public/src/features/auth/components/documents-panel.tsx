import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { DOCUMENT_TYPES, REQUIRED_DOCUMENTS } from '@rescue/contracts';
import { Button, Card, ErrorPanel, sessionStore } from '@rescue/web-kit';
import { useSigningUrl, type SigningRole } from '../api/auth-api';
import { authText, type AuthKey } from '../i18n/text';

export interface DocumentsPanelProps {
  role: SigningRole;
  userId: string;
  /** The app's page to come back to from the signing page (Back, and after signing). */
  returnTo?: string;
  /** Leaves the app for the signing page (replaced in tests). */
  leaveTo?: (url: string) => void;
}

/** The role's three documents and Sign Documents, which sends the browser to the signing page. */
export function DocumentsPanel({
  role,
  userId,
  returnTo,
  leaveTo = (url) => window.location.assign(url),
}: DocumentsPanelProps) {
  const { documents } = REQUIRED_DOCUMENTS[DOCUMENT_TYPES[role]];
  const text = authText.useText();
  const signingUrl = useSigningUrl(role, userId, returnTo);
  // Busy until the browser has left for the signing page.
  const busy = signingUrl.isPending || signingUrl.isSuccess;
  // What went wrong, as a key: the message follows the page's language.
  const [error, setError] = useState<'documents.noToken' | 'documents.failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The long form this panel replaces had focus: start at the page's top (the header is
  // sticky and would cover the heading) and move focus here so the change is heard.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
    heading.current?.focus({ preventScroll: true });
  }, []);

  const sign = async () => {
    setError(null);
    if (!sessionStore.get()?.token) {
      setError('documents.noToken');
      return;
    }
    try {
      const { redirectUrl } = await signingUrl.mutateAsync();
      leaveTo(redirectUrl);
    } catch {
      setError('documents.failed');
    }
  };

  return (
    <Card aria-labelledby="documents-title">
      <h2 id="documents-title" ref={heading} tabIndex={-1}>
        {text(`documents.title.${role}`)}
      </h2>
      <p>{text('documents.intro')}</p>
      <List>
        {documents.map((document, index) => (
          <li key={document}>
            {documentName(text(`documents.item.${role}${index + 1}` as AuthKey), document)}
          </li>
        ))}
      </List>
      {error && <ErrorPanel title={text(error)} />}
      <Button onClick={() => void sign()} disabled={busy} size="lg">
        {busy ? text('documents.busy') : text('documents.sign')}
      </Button>
    </Card>
  );
}

/** A document's translated name; one the catalogue does not know yet keeps the contracts' name. */
const documentName = (translated: string, english: string) =>
  translated.startsWith('documents.item.') ? english : translated;

const List = styled.ul`
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;
