import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  ALERT_RADIUS_MAX_KM,
  ALERT_SEVERITIES,
  DEFAULT_ALERT_RADIUS_KM,
  DEFAULT_ALERT_SEVERITY,
  type AlertSeverity,
  type Duty,
} from '@rescue/contracts';
import { Button, Card, Select, serverMessageOr, inlineRow, stack } from '@rescue/web-kit';
import { CheckboxField } from '@rescue/web-kit/areas';
import { PushOptIn, type AlertPreferences } from '@rescue/web-kit/query';
import { volunteerText } from '../../../i18n/text';
import { pointOf, requestPosition, useVolunteerPosition } from '../hooks/use-volunteer-position';
import { putDuty, useDutyState } from '../api/alerts-api';

/** The radii offered, up to the server's limit. */
const RADII_KM = [2, 5, 10, 25, 50, ALERT_RADIUS_MAX_KM];

interface Stored {
  onDuty: boolean;
  preferences: AlertPreferences;
}

const DEFAULTS: Stored = {
  onDuty: false,
  preferences: { radiusKm: DEFAULT_ALERT_RADIUS_KM, minSeverity: DEFAULT_ALERT_SEVERITY },
};

/** The duty switch could not be saved: the server's words, else ours. */
const failure = (error: unknown) => serverMessageOr(error, volunteerText.t('alerts.failed'));

/**
 * The volunteer's on-duty switch and "Alert me on this device" (the kit's PushOptIn): while
 * on duty, new cases within the chosen radius and severity are pushed to this browser, even
 * with the app closed. The position is the browser's, with consent (the area's shared
 * location), else the profile city's centre.
 */
export function DutyAlertsPanel() {
  // The switch shows what the server has (another device may have switched it). Until it is
  // read the choices wait, so a press is not undone; then the panel starts from it (or, not
  // read, off with the defaults, as the server starts everyone).
  const { data, isError } = useDutyState();
  const ready = data !== undefined || isError;
  return <DutyAlerts key={ready ? 'read' : 'reading'} ready={ready} known={data ?? null} />;
}

function DutyAlerts({ ready, known }: { ready: boolean; known: Duty | null }) {
  const say = volunteerText.useText();
  const position = useVolunteerPosition();
  const point = pointOf(position);
  const [stored, setStored] = useState<Stored>(() =>
    known
      ? {
          onDuty: known.onDuty,
          preferences: { radiusKm: known.radiusKm, minSeverity: known.minSeverity },
        }
      : DEFAULTS,
  );
  const [duty, setDuty] = useState<Duty | null>(known);
  const [problem, setProblem] = useState<string | null>(null);
  const { onDuty, preferences } = stored;

  // On duty: the server is told where from, again whenever the shared location changes.
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (!onDuty) return;
    let active = true;
    const at = lat !== undefined && lng !== undefined ? { lat, lng } : null;
    putDuty(true, at).then(
      (answer) => active && setDuty(answer),
      (error: unknown) => active && setProblem(failure(error)),
    );
    return () => {
      active = false;
    };
  }, [onDuty, lat, lng]);

  const switchDuty = async (next: boolean) => {
    setProblem(null);
    setStored({ ...stored, onDuty: next });
    if (next) return; // the effect above sends it, with the position
    try {
      setDuty(await putDuty(false, point));
    } catch (error) {
      setProblem(failure(error));
    }
  };

  const approximate = duty?.approximate ?? point === null;
  return (
    <Panel aria-labelledby="duty-alerts-title">
      <h2 id="duty-alerts-title">{say('alerts.title')}</h2>
      <p>{say('alerts.description')}</p>
      <CheckboxField
        label={say('alerts.onDuty')}
        hint={say('alerts.onDutyHint')}
        checked={onDuty}
        disabled={!ready}
        onChange={(event) => void switchDuty(event.target.checked)}
      />
      <Status aria-live="polite">
        {onDuty
          ? say(approximate ? 'alerts.where.city' : 'alerts.where.device')
          : say('alerts.offDuty')}
        {onDuty && approximate && position.status !== 'asking' && (
          <Button variant="ghost" size="sm" onClick={requestPosition}>
            {say('alerts.shareLocation')}
          </Button>
        )}
      </Status>
      <Choices>
        <Select
          label={say('alerts.radius')}
          value={String(preferences.radiusKm)}
          disabled={!ready}
          options={RADII_KM.map((km) => ({
            value: String(km),
            label: say('alerts.radiusOption', { km }),
          }))}
          onChange={(event) =>
            setStored({
              ...stored,
              preferences: { ...preferences, radiusKm: Number(event.target.value) },
            })
          }
        />
        <Select
          label={say('alerts.minSeverity')}
          value={preferences.minSeverity}
          disabled={!ready}
          options={ALERT_SEVERITIES.map((level) => ({
            value: level,
            label: say(`alerts.severity.${level}`),
          }))}
          onChange={(event) =>
            setStored({
              ...stored,
              preferences: { ...preferences, minSeverity: event.target.value as AlertSeverity },
            })
          }
        />
      </Choices>
      {problem && <DutyProblem role="alert">{problem}</DutyProblem>}
      {ready && <PushOptIn preferences={preferences} enabledText={say('alerts.enabled')} />}
    </Panel>
  );
}

const Panel = styled(Card)`
  ${stack(3)}
  margin-bottom: ${({ theme }) => theme.space(8)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

const Status = styled.p`
  ${inlineRow(2)}
  color: ${({ theme }) => theme.colors.muted};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const DutyProblem = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;
