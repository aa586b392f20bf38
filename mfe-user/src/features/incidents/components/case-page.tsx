import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  PHOTO_CONTENT_TYPES,
  REOPEN_WINDOW_DAYS,
  REPORTER_UPDATE_MAX_LENGTH,
  isClosedStatus,
  isOpenStatus,
  withinReopenWindow,
  type Incident,
} from '@rescue/contracts';
import {
  Button,
  Card,
  CaseHistory,
  ConfirmDialog,
  DateTime,
  ErrorPanel,
  Field,
  IncidentPhoto,
  ModerationNote,
  SeverityBadge,
  Spinner,
  StatusBadge,
  animalName,
  closureReasonText,
  placeText,
  serverMessageOr,
  toast,
  usePageTitle,
  DetailColumn,
  DetailColumns,
  DetailHeading,
  Facts,
  BackLink,
  DetailText,
} from '@rescue/web-kit';
import { isAwaitingData } from '@rescue/web-kit/query';
import { useAddInformation, useCase, useCaseHistory, useReopenCase } from '../api/case-api';

export const CASE_NOT_FOUND_MESSAGE = 'We could not find this report';
export const LOAD_CASE_FAILED_MESSAGE = 'Failed to load your report';
export const LOAD_HISTORY_FAILED_MESSAGE = 'Failed to load what happened';
export const ADD_INFORMATION_FAILED_MESSAGE = 'Failed to send your information';
export const REOPEN_FAILED_MESSAGE = 'Failed to reopen the case';
export const APPROXIMATE_TEXT = 'approximate: only the city is known';

/** The first word of a volunteer's name: the reporter knows volunteers by first name only. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** When a resolved case was closed (its closure; older records: its last change). */
const closedAt = (incident: Incident) => incident.closure?.at ?? incident.updatedAt;

export function mayReopen(incident: Incident, now = new Date()): boolean {
  return isClosedStatus(incident.status) && withinReopenWindow(new Date(closedAt(incident)), now);
}

/**
 * /user-dashboard/incidents/{id}: the reporter's own case. What it is and where, who is on it
 * (the NGO by name, the volunteer by first name), why it was closed, and what happened, in the
 * reporter's words; never anyone's contact details. While it is open the reporter adds
 * information; resolved less than 14 days ago, they may reopen it with a reason.
 */
export function CasePage({ id, userId }: { id: string; userId: string }) {
  const incident = useCase(id);
  usePageTitle(
    incident.data ? `${animalName(incident.data.animalInfo.type)}: your report` : 'Your report',
  );

  function content() {
    if (isAwaitingData(incident)) return <Spinner label="Loading your report…" />;
    if (incident.error && !incident.data) {
      if ([400, 403, 404].includes(incident.error.status)) {
        return <ErrorPanel title={CASE_NOT_FOUND_MESSAGE} />;
      }
      return (
        <ErrorPanel
          title={LOAD_CASE_FAILED_MESSAGE}
          message={serverMessageOr(incident.error, '')}
          onRetry={() => void incident.refetch()}
        />
      );
    }
    if (!incident.data) return null;
    return <CaseDetail incident={incident.data} userId={userId} />;
  }

  return (
    <>
      <BackLink to="/user-dashboard">← Back to your dashboard</BackLink>
      {content()}
    </>
  );
}

function CaseDetail({ incident, userId }: { incident: Incident; userId: string }) {
  const { animalInfo, location, assignedNGO, volunteerActivity, closure } = incident;
  const name = animalName(animalInfo.type);
  const open = isOpenStatus(incident.status);
  return (
    <>
      <DetailHeading>
        <h1>{name}</h1>
        <StatusBadge status={incident.status} />
        <SeverityBadge score={animalInfo.aiSeverityAssessment.score} />
      </DetailHeading>
      <ModerationNote moderation={incident.moderation} />
      <DetailColumns $first={2} $second={3}>
        <DetailColumn>
          <IncidentPhoto
            photo={animalInfo.photo}
            alt={`${name}: ${animalInfo.description}`}
            size="full"
            height={220}
            authenticated={incident.moderation?.hidden}
          />
          <Card aria-labelledby="case-facts">
            <SectionTitle id="case-facts">Your report</SectionTitle>
            <DetailText>{incident.description}</DetailText>
            <Facts>
              <dt>Animal</dt>
              <dd>{animalInfo.description}</dd>
              <dt>Where</dt>
              <dd>
                {placeText(location.address, incident.city)}
                {location.approximate && ` (${APPROXIMATE_TEXT})`}
              </dd>
              <dt>Reported</dt>
              <dd>
                <DateTime at={incident.createdAt} />
              </dd>
              <dt>Handled by</dt>
              <dd>{assignedNGO ? assignedNGO.name : 'No NGO yet'}</dd>
              <dt>Volunteer</dt>
              <dd>
                {volunteerActivity
                  ? `${firstName(volunteerActivity.volunteerName)}${volunteerActivity.status === 'completed' ? ' (their part is done)' : ''}`
                  : 'No volunteer yet'}
              </dd>
              {isClosedStatus(incident.status) && (
                <>
                  <dt>Closed</dt>
                  <dd>
                    {closureReasonText(closure?.reason, closure?.note)}
                    {closure && (
                      <>
                        {', '}
                        <DateTime at={closure.at} />
                      </>
                    )}
                  </dd>
                </>
              )}
            </Facts>
          </Card>
        </DetailColumn>
        <DetailColumn>
          <Card aria-labelledby="case-history">
            <SectionTitle id="case-history">What happened</SectionTitle>
            <History id={incident._id} userId={userId} />
          </Card>
          {open ? (
            <AddInformation incident={incident} userId={userId} />
          ) : (
            <Reopen incident={incident} userId={userId} />
          )}
        </DetailColumn>
      </DetailColumns>
    </>
  );
}

function History({ id, userId }: { id: string; userId: string }) {
  const history = useCaseHistory(id);
  if (isAwaitingData(history)) return <Spinner label="Loading what happened…" />;
  if (history.error && !history.data) {
    return (
      <ErrorPanel
        title={LOAD_HISTORY_FAILED_MESSAGE}
        message={serverMessageOr(history.error, '')}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return <CaseHistory events={history.data ?? []} viewerId={userId} />;
}

function AddInformation({ incident, userId }: { incident: Incident; userId: string }) {
  const add = useAddInformation(incident._id, userId);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  // A new input after each send, so the chosen file is cleared with the text.
  const [photoInput, setPhotoInput] = useState(0);
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const said = text.trim();
    if (!said) {
      setInvalid('Please write what you would like to add');
      return;
    }
    setInvalid(null);
    add.mutate(
      { text: said, photo },
      {
        onSuccess: (body) => {
          setText('');
          setPhoto(null);
          setPhotoInput((count) => count + 1);
          toast.success(body.message);
        },
        onError: (error) => toast.error(serverMessageOr(error, ADD_INFORMATION_FAILED_MESSAGE)),
      },
    );
  }

  return (
    <Card aria-labelledby="add-information">
      <SectionTitle id="add-information">Add information</SectionTitle>
      <Form onSubmit={submit} noValidate>
        <Field
          multiline
          label="What should the NGO and volunteer know?"
          hint="Where the animal is now, how it is doing. Everyone on the case sees it."
          name="text"
          required
          maxLength={REPORTER_UPDATE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={invalid}
        />
        <PhotoPicker>
          <label htmlFor={`${incident._id}-photo`}>A new photo (optional)</label>
          <input
            key={photoInput}
            id={`${incident._id}-photo`}
            type="file"
            accept={Object.values(PHOTO_CONTENT_TYPES).join(',')}
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
        </PhotoPicker>
        <div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Sending…' : 'Add information'}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function Reopen({ incident, userId }: { incident: Incident; userId: string }) {
  const reopen = useReopenCase(incident._id, userId);
  const [asking, setAsking] = useState(false);
  const allowed = mayReopen(incident);
  return (
    <Card aria-labelledby="reopen-case">
      <SectionTitle id="reopen-case">Not done yet?</SectionTitle>
      {allowed ? (
        <>
          <DetailText>
            If the animal still needs help, reopen the case within {REOPEN_WINDOW_DAYS} days of its
            closing and say why.
          </DetailText>
          <div>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              Reopen this case
            </Button>
          </div>
        </>
      ) : (
        <DetailText>
          This case was closed more than {REOPEN_WINDOW_DAYS} days ago. If the animal needs help
          again, please report it anew.
        </DetailText>
      )}
      {asking && (
        <ConfirmDialog
          title="Reopen this case"
          message="The NGO will see your reason in the case's history."
          confirmLabel="Reopen this case"
          busyLabel="Reopening…"
          reasonLabel="Why is it not done?"
          failureMessage={REOPEN_FAILED_MESSAGE}
          onCancel={() => setAsking(false)}
          onConfirm={async (reason) => {
            const body = await reopen.mutateAsync(reason);
            setAsking(false);
            toast.success(body.message);
          }}
        />
      )}
    </Card>
  );
}

const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const PhotoPicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
  }
`;
