import { useState } from 'react';
import styled from 'styled-components';
import { ALERT_SEVERITIES, DEFAULT_ALERT_RADIUS_KM, type AlertSeverity } from '@rescue/contracts';
import { Card, SectionTitle, Select, stack } from '@rescue/web-kit';
import { PushOptIn } from '@rescue/web-kit/query';
import { ngoText } from '../../../i18n/text';

/**
 * "Alert me on this device" for an NGO (issue 31): new reports in its operating areas and city
 * are pushed to this browser from the level it chooses, critical only to begin with. Which
 * reports reach which NGO is the server's choice (a verified NGO's areas).
 */
export function NgoAlertsPanel() {
  const text = ngoText.useText();
  const [minSeverity, setMinSeverity] = useState<AlertSeverity>('critical');
  return (
    <Panel aria-labelledby="ngo-alerts-title">
      <SectionTitle level={2} id="ngo-alerts-title">
        {text('alerts.title')}
      </SectionTitle>
      <p>{text('alerts.description')}</p>
      <Select
        label={text('alerts.minSeverity')}
        value={minSeverity}
        options={[...ALERT_SEVERITIES].reverse().map((level) => ({
          value: level,
          label: text(`alerts.severity.${level}`),
        }))}
        onChange={(event) => setMinSeverity(event.target.value as AlertSeverity)}
      />
      {/* An NGO's radius is its areas: the server reads only the severity. */}
      <PushOptIn
        preferences={{ radiusKm: DEFAULT_ALERT_RADIUS_KM, minSeverity }}
        enabledText={text('alerts.enabled')}
      />
    </Panel>
  );
}

const Panel = styled(Card)`
  ${stack(3)}
  margin-bottom: ${({ theme }) => theme.space(6)};
  p {
    margin: 0;
  }
`;
