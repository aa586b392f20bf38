import styled from 'styled-components';
import { Card, SectionTitle, stack } from '@rescue/web-kit';
import { PushOptIn } from '@rescue/web-kit/query';
import { userText } from '../../../i18n/text';

/**
 * "Alert me on this device" for a reporter (issue 31): their cases' changes (taken, finished,
 * a new status with the NGO's note) are pushed to this browser, even with the app closed. The
 * server pushes a reporter only their own cases' news.
 */
export function CaseAlerts() {
  const text = userText.useText();
  return (
    <Panel aria-labelledby="case-alerts-title">
      <SectionTitle level={2} id="case-alerts-title">
        {text('alerts.title')}
      </SectionTitle>
      <p>{text('alerts.description')}</p>
      <PushOptIn enabledText={text('alerts.enabled')} />
    </Panel>
  );
}

const Panel = styled(Card)`
  ${stack(3)}
  p {
    margin: 0;
  }
`;
