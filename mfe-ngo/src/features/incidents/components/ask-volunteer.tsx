// "Ask a volunteer" (issue 31): the on-duty volunteers nearest an open, untaken case, each with
// their distance and how many cases they hold, and a button to ask one. The answer arrives on
// the live stream as the incident changes, so the line above the list follows it by itself.
import { isClosedStatus, type DispatchCandidate, type Incident } from '@rescue/contracts';
import {
  Badge,
  Button,
  Card,
  serverMessageOr,
  Spinner,
  toast,
  spreadRow,
  stackedList,
} from '@rescue/web-kit';
import { distanceText } from '@rescue/web-kit/map';
import styled from 'styled-components';
import { Muted, SectionTitle } from '../../../components/layout';
import { ngoText } from '../../../i18n/text';
import { useDispatch, useDispatchCandidates } from '../api/dispatch-api';

export function AskVolunteer({ incident }: { incident: Incident }) {
  const text = ngoText.useText();
  // Only while a volunteer could take it: the volunteer card says who holds it after.
  const open = !isClosedStatus(incident.status) && !incident.volunteerActivity;
  const candidates = useDispatchCandidates(incident, open);
  const ask = useDispatch(incident._id);
  if (!open) return null;
  const dispatch = incident.dispatch;

  function askOne(candidate: DispatchCandidate) {
    ask.mutate(candidate.volunteerId, {
      onSuccess: (body) => toast.success(body.message),
      // 409: off duty, at the cap, taken meanwhile: as the server words it.
      onError: (error) => toast.error(serverMessageOr(error, text('dispatch.failed'))),
    });
  }

  return (
    <Card aria-labelledby="dispatch-title">
      <SectionTitle id="dispatch-title">{text('dispatch.title')}</SectionTitle>
      {dispatch?.state === 'asked' && (
        <p role="status">
          <Badge $tone="warning">
            {text('dispatch.waiting', { name: dispatch.volunteerName })}
          </Badge>
        </p>
      )}
      {dispatch?.state === 'declined' && (
        <p role="status">
          <Badge $tone="danger">
            {text('dispatch.declined', { name: dispatch.volunteerName })}
          </Badge>
        </p>
      )}
      {candidates.isPending ? (
        <Spinner label={text('dispatch.loading')} />
      ) : candidates.isError ? (
        <Muted>{text('dispatch.loadFailed')}</Muted>
      ) : candidates.data.data.length === 0 ? (
        <Muted>{text('dispatch.none')}</Muted>
      ) : (
        <Candidates aria-label={text('dispatch.listLabel')}>
          {candidates.data.data.map((candidate) => {
            const asked =
              dispatch?.state === 'asked' && dispatch.volunteerId === candidate.volunteerId;
            return (
              <li key={candidate.volunteerId}>
                <Who>
                  <strong>{candidate.name}</strong>
                  <Muted as="span">
                    {candidate.approximate
                      ? text('dispatch.inTheirCity', { km: Math.round(candidate.distanceKm) })
                      : distanceText(candidate.distanceKm)}
                    {' · '}
                    {text('dispatch.load', {
                      held: candidate.heldCases,
                      max: candidates.data.maxCases,
                    })}
                  </Muted>
                </Who>
                <Button
                  size="sm"
                  variant={asked ? 'secondary' : 'primary'}
                  disabled={ask.isPending || asked}
                  aria-label={text('dispatch.askName', { name: candidate.name })}
                  onClick={() => askOne(candidate)}
                >
                  {asked ? text('dispatch.asked') : text('dispatch.ask')}
                </Button>
              </li>
            );
          })}
        </Candidates>
      )}
    </Card>
  );
}

const Candidates = styled.ul`
  ${stackedList}
  gap: ${({ theme }) => theme.space(3)};

  li {
    ${spreadRow}
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;
