import { useEffect, useRef } from 'react';
import { useLocation } from '@rescue/router';
import styled from 'styled-components';
import { ErrorPanel, LinkButton, serverMessageOr, Spinner } from '@rescue/web-kit';
import { useUnsubscribe } from '../api/newsletter-api';
import { pagesText } from '../i18n/text';
import { PublicPage } from './public-page';
import { softPanel } from '../../../components/soft-panel';

/** The link's token travels after '#': never sent to a server in the URL, nor in Referer. */
const tokenOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')).trim();

/**
 * Where the newsletter email's unsubscribe link opens (issue 30): it unsubscribes at once,
 * without login; opening the link again says the same (the server's answer is idempotent).
 */
export function UnsubscribePage() {
  const text = pagesText.useText();
  const token = tokenOf(useLocation().hash);
  const unsubscribe = useUnsubscribe();
  const asked = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    mutate(token);
  }, [token, mutate]);

  return (
    <PublicPage title={text('newsletter.unsubscribe.title')}>
      {!token ? (
        <ErrorPanel title={text('newsletter.unsubscribe.noToken')} />
      ) : unsubscribe.isError ? (
        <ErrorPanel
          title={serverMessageOr(unsubscribe.error, text('newsletter.unsubscribe.failed'))}
        />
      ) : unsubscribe.isSuccess ? (
        <Done role="status">{unsubscribe.data.message}</Done>
      ) : (
        <Spinner label={text('newsletter.unsubscribe.busy')} />
      )}
      <Home>
        <LinkButton to="/" variant="secondary">
          {text('newsletter.unsubscribe.home')}
        </LinkButton>
      </Home>
    </PublicPage>
  );
}

const Done = styled.p`
  margin: 0;
  ${softPanel('info')}
`;

const Home = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;
