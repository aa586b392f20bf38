import styled from 'styled-components';
import { Card, PageHeader, usePageTitle } from '@rescue/web-kit';
import { ngoText } from '../../../i18n/text';

const PLANNED = ['critical', 'volunteer', 'reminder', 'summary', 'channels'] as const;

/** Notifications are planned: the page says what is coming. */
export function NotificationsPage() {
  const text = ngoText.useText();
  usePageTitle(text('nav.notifications'));
  return (
    <>
      <PageHeader
        level={2}
        title={text('notifications.title')}
        description={text('notifications.description')}
      />
      <Card as="div">
        <Planned>
          {PLANNED.map((feature) => (
            <li key={feature}>{text(`notifications.planned.${feature}`)}</li>
          ))}
        </Planned>
      </Card>
    </>
  );
}

const Planned = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;
