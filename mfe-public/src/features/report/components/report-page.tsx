import { Link } from '@rescue/router';
import styled from 'styled-components';
import { PageContainer, Spinner, usePageTitle } from '@rescue/web-kit';
import { useSavedDraft } from '../hooks/use-saved-draft';
import { reportText } from '../i18n/text';
import { OutboxNotice } from './outbox-notice';
import { ReportForm } from './report-form';

export function ReportPage() {
  const text = reportText.useText();
  usePageTitle(text('report.title'));
  const saved = useSavedDraft();
  return (
    <PageContainer>
      <Column>
        <Breadcrumb aria-label={text('report.breadcrumb')}>
          <ol>
            <li>
              <Link to="/">{text('report.breadcrumb.home')}</Link>
            </li>
            <li aria-current="page">{text('report.breadcrumb.here')}</li>
          </ol>
        </Breadcrumb>
        <h1>{text('report.title')}</h1>
        <OutboxNotice />
        {saved === undefined ? (
          <Spinner label={text('report.loading')} />
        ) : (
          <ReportForm saved={saved} />
        )}
      </Column>
    </PageContainer>
  );
}

/**
 * One centred column, breadcrumb to buttons: a form is read top to bottom, so on a wide
 * screen it keeps a comfortable line length in the middle instead of leaving the right half
 * of the page empty (as the login and register screens do, narrower).
 */
const Column = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

const Breadcrumb = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '>';
    padding: 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
