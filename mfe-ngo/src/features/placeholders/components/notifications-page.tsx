import { Card, PageHeader, usePageTitle } from '@rescue/web-kit';
import { NotificationCentre } from '@rescue/web-kit/query';
import { ngoText } from '../../../i18n/text';
import { NgoAlertsPanel } from './ngo-alerts-panel';

/** The NGO's notification centre: what arrived, also while it was away (the bell's latest). */
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
      <NgoAlertsPanel />
      <Card as="div">
        <NotificationCentre />
      </Card>
    </>
  );
}
