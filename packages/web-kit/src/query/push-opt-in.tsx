// "Alert me on this device": one control for every role that may be alerted with the app closed
// (a volunteer on duty, an NGO for its areas' reports, a reporter for their cases). The server
// decides what each person is pushed; this only subscribes the browser, with the preferences
// the area gives.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, serverMessageOr, toast } from '@rescue/web-kit';
import { areasText } from '@rescue/web-kit/areas';
import {
  currentSubscription,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type AlertPreferences,
} from './push-subscription';

export interface PushOptInProps {
  /** Stored with the subscription (a volunteer's radius and severity, an NGO's severity). */
  preferences?: AlertPreferences;
  /** The toast once this device is set up: what it will be alerted to. */
  enabledText: string;
}

type Problem = 'denied' | 'unsupported' | { message: string } | null;

export function PushOptIn({ preferences, enabledText }: PushOptInProps) {
  const say = areasText.useText();
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(pushSupported() ? null : 'unsupported');
  const failed = (error: unknown) =>
    setProblem({ message: serverMessageOr(error, areasText.t('push.failed')) });

  useEffect(() => {
    let active = true;
    void currentSubscription()
      .then((subscription) => active && setSubscribed(subscription !== null))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const enable = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await subscribeThisDevice(preferences);
      if (outcome === 'subscribed') {
        setSubscribed(true);
        toast.success(subscribed ? say('push.saved') : enabledText);
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
      toast.success(say('push.stopped'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  // With no preferences to change, a second press would save nothing: only Stop is offered.
  const canSave = !subscribed || preferences !== undefined;
  return (
    <>
      {problem && (
        // A refusal or failure the person's press caused is announced; no push support is
        // just said.
        <Problem role={problem === 'unsupported' ? undefined : 'alert'}>
          {problem === 'denied'
            ? say('push.denied')
            : problem === 'unsupported'
              ? say('push.unsupported')
              : problem.message}
        </Problem>
      )}
      {problem !== 'unsupported' && (
        <Actions>
          {canSave && (
            <Button onClick={() => void enable()} disabled={busy}>
              {say(subscribed ? 'push.save' : 'push.enable')}
            </Button>
          )}
          {subscribed && (
            <Button variant="secondary" onClick={() => void disable()} disabled={busy}>
              {say('push.disable')}
            </Button>
          )}
        </Actions>
      )}
    </>
  );
}

const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
