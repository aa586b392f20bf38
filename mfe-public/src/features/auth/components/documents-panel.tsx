import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { DOCUMENT_TYPES, REQUIRED_DOCUMENTS } from '@rescue/contracts';
import { Button, Card, ErrorPanel, sessionStore } from '@rescue/web-kit';
import { useSigningUrl, type SigningRole } from '../api/auth-api';
import { PROCESSING, SIGNING_FAILED, TOKEN_NOT_FOUND } from '../utils/auth-messages';

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
  const { title, documents } = REQUIRED_DOCUMENTS[DOCUMENT_TYPES[role]];
  const signingUrl = useSigningUrl(role, userId, returnTo);
  // Busy until the browser has left for the signing page.
  const busy = signingUrl.isPending || signingUrl.isSuccess;
  const [error, setError] = useState<string | null>(null);
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
      setError(TOKEN_NOT_FOUND);
      return;
    }
    try {
      const { redirectUrl } = await signingUrl.mutateAsync();
      leaveTo(redirectUrl);
    } catch {
      setError(SIGNING_FAILED);
    }
  };

  return (
    <Card aria-labelledby="documents-title">
      <h2 id="documents-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>Please sign these documents before you start working on cases:</p>
      <List>
        {documents.map((document) => (
          <li key={document}>{document}</li>
        ))}
      </List>
      {error && <ErrorPanel title={error} />}
      <Button onClick={() => void sign()} disabled={busy} size="lg">
        {busy ? PROCESSING : 'Sign Documents'}
      </Button>
    </Card>
  );
}

const List = styled.ul`
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;
