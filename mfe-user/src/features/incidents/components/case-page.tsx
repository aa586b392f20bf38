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
  Field,
  StatusBadge,
  animalName,
  placeText,
  SectionTitle,
  serverMessageOr,
  toast,
  usePageTitle,
  stack,
} from '@rescue/web-kit';
import {
  CaseTimeline,
  CaseUpdatesTitle,
  ClosureFact,
  ConfirmDialog,
  DateTime,
  IncidentPhoto,
  ModerationNote,
  SeverityBadge,
  DetailColumn,
  DetailColumns,
  DetailHeading,
  Facts,
  DetailText,
} from '@rescue/web-kit/areas';
import { CaseScreen, useCaseHistory } from '@rescue/web-kit/query';
import { useAddInformation, useCase, useReopenCase } from '../api/case-api';
import { userText } from '../../../i18n/text';
import { CaseAlerts } from './case-alerts';
import { VolunteerContact } from './volunteer-contact';

/** The first word of a volunteer's name: the reporter knows volunteers by first name only. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** When a resolved case was closed (its closure; older records: its last change). */
const closedAt = (incident: Incident) => incident.closure?.at ?? incident.updatedAt;

export function mayReopen(incident: Incident, now = new Date()): boolean {
  return isClosedStatus(incident.status) && withinReopenWindow(new Date(closedAt(incident)), now);
}

/**
 * /user-dashboard/incidents/{id}: the reporter's own case. What it is and where, who is on it
 * (the NGO by name, the volunteer by first name, and their phone if they chose to share it),
 * why it was closed, and what happened, in the reporter's words. While it is open the reporter adds
 * information; resolved less than 14 days ago, they may reopen it with a reason.
 */
export function CasePage({ id, userId }: { id: string; userId: string }) {
  const incident = useCase(id);
  const text = userText.useText();
  usePageTitle(
    incident.data
      ? text('case.pageTitle', { animal: animalName(incident.data.animalInfo.type) })
      : text('case.yourReport'),
  );

  // Someone else's report (403): the server says whose it is to open (in the page's language).
  return (
    <CaseScreen
      state={incident}
      backTo="/user-dashboard"
      back={text('case.back')}
      loading={text('case.loading')}
      notFound={text('case.notFound')}
      failed={text('case.loadFailed')}
      withServerMessage
    >
      {(data) => <CaseDetail incident={data} userId={userId} />}
    </CaseScreen>
  );
}

function CaseDetail({ incident, userId }: { incident: Incident; userId: string }) {
  const { animalInfo, location, assignedNGO, volunteerActivity, closure } = incident;
  const name = animalName(animalInfo.type);
  const open = isOpenStatus(incident.status);
  const text = userText.useText();
  const history = useCaseHistory(incident._id);
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
            <SectionTitle level={2} id="case-facts">
              {text('case.yourReport')}
            </SectionTitle>
            <DetailText>{incident.description}</DetailText>
            <Facts>
              <dt>{text('case.facts.animal')}</dt>
              <dd>{animalInfo.description}</dd>
              <dt>{text('case.facts.where')}</dt>
              <dd>
                {placeText(location.address, incident.city)}
                {location.approximate && ` (${text('case.approximate')})`}
              </dd>
              <dt>{text('case.facts.reported')}</dt>
              <dd>
                <DateTime at={incident.createdAt} />
              </dd>
              <dt>{text('case.facts.handledBy')}</dt>
              <dd>{assignedNGO ? assignedNGO.name : text('case.facts.noNgo')}</dd>
              <dt>{text('case.facts.volunteer')}</dt>
              <dd>
                {!volunteerActivity
                  ? text('case.facts.noVolunteer')
                  : volunteerActivity.status === 'completed'
                    ? text('case.facts.volunteerDone', {
                        name: firstName(volunteerActivity.volunteerName),
                      })
                    : firstName(volunteerActivity.volunteerName)}
              </dd>
              {isClosedStatus(incident.status) && (
                <>
                  <dt>{text('case.facts.closed')}</dt>
                  <dd>
                    <ClosureFact closure={closure} />
                  </dd>
                </>
              )}
            </Facts>
          </Card>
          <VolunteerContact incident={incident} />
          {open && <CaseAlerts />}
        </DetailColumn>
        <DetailColumn>
          <Card aria-labelledby="case-history">
            <CaseUpdatesTitle level={2} id="case-history" />
            <CaseTimeline history={history} viewerId={userId} />
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

function AddInformation({ incident, userId }: { incident: Incident; userId: string }) {
  const add = useAddInformation(incident._id, userId);
  const words = userText.useText();
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
      setInvalid(words('case.add.required'));
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
        onError: (error) => toast.error(serverMessageOr(error, words('case.add.failed'))),
      },
    );
  }

  return (
    <Card aria-labelledby="add-information">
      <SectionTitle level={2} id="add-information">
        {words('case.add.title')}
      </SectionTitle>
      <Form onSubmit={submit} noValidate>
        <Field
          multiline
          label={words('case.add.label')}
          hint={words('case.add.hint')}
          name="text"
          required
          maxLength={REPORTER_UPDATE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={invalid}
        />
        <PhotoPicker>
          <label htmlFor={`${incident._id}-photo`}>{words('case.add.photo')}</label>
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
            {add.isPending ? words('case.add.sending') : words('case.add.title')}
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
  const text = userText.useText();
  return (
    <Card aria-labelledby="reopen-case">
      <SectionTitle level={2} id="reopen-case">
        {text('case.reopen.title')}
      </SectionTitle>
      {allowed ? (
        <>
          <DetailText>{text('case.reopen.allowed', { days: REOPEN_WINDOW_DAYS })}</DetailText>
          <div>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {text('case.reopen.button')}
            </Button>
          </div>
        </>
      ) : (
        <DetailText>{text('case.reopen.tooLate', { days: REOPEN_WINDOW_DAYS })}</DetailText>
      )}
      {asking && (
        <ConfirmDialog
          title={text('case.reopen.button')}
          message={text('case.reopen.message')}
          confirmLabel={text('case.reopen.button')}
          busyLabel={text('case.reopen.busy')}
          reasonLabel={text('case.reopen.reason')}
          failureMessage={text('case.reopen.failed')}
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

const Form = styled.form`
  ${stack(3)}
`;

const PhotoPicker = styled.div`
  ${stack(1)}
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
  }
`;
