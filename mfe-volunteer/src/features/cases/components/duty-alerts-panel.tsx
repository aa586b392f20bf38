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
import { Button, Card, Select, serverMessageOr, toast } from '@rescue/web-kit';
import { CheckboxField } from '@rescue/web-kit/areas';
import { volunteerText } from '../../../i18n/text';
import { pointOf, requestPosition, useVolunteerPosition } from '../hooks/use-volunteer-position';
import {
  currentSubscription,
  pushSupported,
  putDuty,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type AlertPreferences,
} from '../api/alerts-api';

/** The radii offered, up to the server's limit. */
const RADII_KM = [2, 5, 10, 25, 50, ALERT_RADIUS_MAX_KM];

/**
 * What this device last chose (the server has the account's state but no way to read it
 * back): the switch and the preferences are shown as they were left here.
 */
export const DUTY_STORAGE_KEY = 'rescue.volunteer.duty';

interface Stored {
  onDuty: boolean;
  preferences: AlertPreferences;
}

const DEFAULTS: Stored = {
  onDuty: false,
  preferences: { radiusKm: DEFAULT_ALERT_RADIUS_KM, minSeverity: DEFAULT_ALERT_SEVERITY },
};

function readStored(): Stored {
  try {
    const value = JSON.parse(localStorage.getItem(DUTY_STORAGE_KEY) ?? 'null') as Stored | null;
    return value && typeof value.onDuty === 'boolean' ? { ...DEFAULTS, ...value } : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

function writeStored(value: Stored): void {
  try {
    localStorage.setItem(DUTY_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Not kept (a private window): the server still has it.
  }
}

type Problem = 'denied' | 'unsupported' | { message: string } | null;

const failure = (error: unknown): Problem => ({
  message: serverMessageOr(error, volunteerText.t('alerts.failed')),
});

/**
 * The volunteer's on-duty switch and "Alert me on this device": while on duty, new cases
 * within the chosen radius and severity are pushed to this browser, even with the app closed.
 * The position is the browser's, with consent (the area's shared location), else the
 * profile city's centre.
 */
export function DutyAlertsPanel() {
  const say = volunteerText.useText();
  const position = useVolunteerPosition();
  const point = pointOf(position);
  const [stored, setStored] = useState(readStored);
  const [duty, setDuty] = useState<Duty | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(pushSupported() ? null : 'unsupported');
  const { onDuty, preferences } = stored;

  const remember = (next: Stored) => {
    setStored(next);
    writeStored(next);
  };
  const failed = (error: unknown) => setProblem(failure(error));

  useEffect(() => {
    let active = true;
    void currentSubscription()
      .then((subscription) => active && setSubscribed(subscription !== null))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

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
    remember({ ...stored, onDuty: next });
    if (next) return; // the effect above sends it, with the position
    try {
      setDuty(await putDuty(false, point));
    } catch (error) {
      failed(error);
    }
  };

  const enable = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await subscribeThisDevice(preferences);
      if (outcome === 'subscribed') {
        setSubscribed(true);
        toast.success(say(subscribed ? 'alerts.saved' : 'alerts.enabled'));
      } else setProblem(outcome);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await unsubscribeThisDevice();
      setSubscribed(false);
      toast.success(say('alerts.stopped'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
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
          options={RADII_KM.map((km) => ({
            value: String(km),
            label: say('alerts.radiusOption', { km }),
          }))}
          onChange={(event) =>
            remember({
              ...stored,
              preferences: { ...preferences, radiusKm: Number(event.target.value) },
            })
          }
        />
        <Select
          label={say('alerts.minSeverity')}
          value={preferences.minSeverity}
          options={ALERT_SEVERITIES.map((level) => ({
            value: level,
            label: say(`alerts.severity.${level}`),
          }))}
          onChange={(event) =>
            remember({
              ...stored,
              preferences: { ...preferences, minSeverity: event.target.value as AlertSeverity },
            })
          }
        />
      </Choices>
      {problem && (
        // A refusal or failure the volunteer's press caused is announced; no push support is
        // just said.
        <Problem role={problem === 'unsupported' ? undefined : 'alert'}>
          {problem === 'denied'
            ? say('alerts.denied')
            : problem === 'unsupported'
              ? say('alerts.unsupported')
              : problem.message}
        </Problem>
      )}
      {problem !== 'unsupported' && (
        <Actions>
          <Button onClick={() => void enable()} disabled={busy}>
            {say(subscribed ? 'alerts.save' : 'alerts.enable')}
          </Button>
          {subscribed && (
            <Button variant="secondary" onClick={() => void disable()} disabled={busy}>
              {say('alerts.disable')}
            </Button>
          )}
        </Actions>
      )}
    </Panel>
  );
}

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
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
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Problem = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
