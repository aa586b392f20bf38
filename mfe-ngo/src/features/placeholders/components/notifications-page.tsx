import styled from 'styled-components';
import { Card, PageHeader, usePageTitle } from '@rescue/web-kit';

const PLANNED = [
  'An alert the moment a critical case is reported in your operating areas',
  'A note when a volunteer takes a case, adds an update or completes it',
  'A reminder when an urgent case has waited too long for a volunteer',
  'A daily summary of open cases by status',
  'Choice of in-app, email or SMS delivery',
];

/** Notifications are planned: the page says what is coming. */
export function NotificationsPage() {
  usePageTitle('Notifications');
  return (
    <>
      <PageHeader
        level={2}
        title="Coming Soon"
        description="Notifications for your NGO are on their way. Planned features:"
      />
      <Card as="div">
        <Planned>
          {PLANNED.map((feature) => (
            <li key={feature}>{feature}</li>
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
