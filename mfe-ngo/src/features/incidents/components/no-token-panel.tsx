import { Link, useLocation } from '@rescue/router';
import { ErrorPanel, loginPathFor } from '@rescue/web-kit';
import { MESSAGES } from '../utils/messages';

/** What a data screen shows without a stored token: the spec's message and a way to log in. */
export function NoTokenPanel() {
  const { pathname, search } = useLocation();
  return (
    <ErrorPanel
      title={MESSAGES.noToken}
      message={
        <>
          <Link to={loginPathFor(pathname + search)}>Log in</Link> with your NGO account to see
          incidents.
        </>
      }
    />
  );
}
