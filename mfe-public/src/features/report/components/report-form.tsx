import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@rescue/router';
import styled from 'styled-components';
import { dashboardPathForRole } from '@rescue/contracts';
import {
  Button,
  ErrorPanel,
  Field,
  focusField,
  inlineRow,
  loginPathFor,
  Select,
  serverMessageOr,
  stack,
  toast,
  useSession,
  withNodes,
} from '@rescue/web-kit';
import { CheckboxField } from '@rescue/web-kit/areas';
import { draftStore, type ReportDraft } from '../api/draft-store';
import { newIdempotencyKey, useCreateIncident, useReportAnonymously } from '../api/report-api';
import { isOffline, reportOutbox } from '../api/report-outbox';
import {
  EMPTY_FIELDS,
  hasContent,
  toCreateIncidentData,
  toVisitorContact,
  validateReport,
  visitorContactError,
  withCity,
  type ReportErrors,
  type ReportFields,
} from '../utils/report-fields';
import { REPORT_PATH } from '../utils/report-messages';
import { reportText } from '../i18n/text';
import { AssessmentSection } from './assessment-section';
import type { Followed } from './follow-instead-button';
import { FormSection } from './form-section';
import { LocationSection } from './location-section';
import { PhotoSection } from './photo-section';
import { softPanel } from '../../../components/soft-panel';

/** The animal types offered; the English word is what the report stores. */
const ANIMAL_TYPES = ['Dog', 'Cat', 'Cow', 'Bird', 'Other'] as const;

/** The id of a field's control, so a failed check can move focus to it. */
const fieldId = (field: string) => `report-${field}`;

/** The report form, started from the saved draft; every change is saved again at once. */
export function ReportForm({ saved }: { saved: ReportDraft | null }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // A draft saved before a field existed gets its default.
  const [fields, setFields] = useState<ReportFields>({ ...EMPTY_FIELDS, ...saved?.fields });
  const [photo, setPhoto] = useState<File | null>(saved?.photo ?? null);
  const [idempotencyKey, setIdempotencyKey] = useState(saved?.idempotencyKey ?? null);
  const [restored, setRestored] = useState(
    () => saved !== null && (hasContent(saved.fields) || saved.photo !== null),
  );
  const [errors, setErrors] = useState<ReportErrors>({});
  const report = useCreateIncident();
  const anonymous = useReportAnonymously();
  /**
   * Sent without an account, or another case followed instead ("Not twice"): the follow link
   * to show (and the email it went to, if any).
   */
  const [followed, setFollowed] = useState<(Followed & { instead?: true }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const say = reportText.useText();
  const animalTypeOptions = ANIMAL_TYPES.map((type) => ({
    value: type,
    label: say(`report.animalType.${type.toLowerCase() as Lowercase<typeof type>}`),
  }));

  useEffect(() => {
    void draftStore.save({ fields, photo, idempotencyKey });
  }, [fields, photo, idempotencyKey]);

  const update = (next: (current: ReportFields) => ReportFields, changed: string[]) => {
    setFields(next);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !changed.includes(field))),
    );
  };
  const change = (patch: Partial<ReportFields>) =>
    update((current) => ({ ...current, ...patch }), Object.keys(patch));
  const text = (field: keyof ReportFields) => ({
    id: fieldId(field),
    value: fields[field] as string,
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });

  const startOver = () => {
    setFields(EMPTY_FIELDS);
    setPhoto(null);
    setIdempotencyKey(null);
    setErrors({});
    setFailure(null);
    setRestored(false);
  };

  /**
   * No signal: the report waits on this phone (report-outbox.ts) and is sent by itself when
   * the connection returns; the form starts afresh. False when the browser cannot keep it.
   */
  const queueForLater = async (userId: string | null, key: string) => {
    try {
      await reportOutbox.add({
        idempotencyKey: key,
        fields,
        photo,
        userId,
        queuedAt: new Date().toISOString(),
      });
    } catch {
      return false;
    }
    await draftStore.clear();
    startOver();
    toast(reportText.t('report.outbox.saved'));
    // The notice saying so is at the top of the page.
    document.documentElement.scrollTop = 0;
    return true;
  };

  // Back to the previous page; opened directly (the router's first entry), home instead.
  const cancel = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReport(fields);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      focusField(document.getElementById(fieldId(first)));
      return;
    }
    if (!user) {
      // Without an account: the contact goes with the report; the draft stays until it is stored.
      const contactError = visitorContactError(fields);
      setFailure(contactError);
      if (contactError) {
        focusField(document.getElementById(fieldId('contactName')));
        return;
      }
      // A key as for an account's report: queued offline and sent twice, it is stored once.
      const key = idempotencyKey ?? newIdempotencyKey();
      setIdempotencyKey(key);
      try {
        const contact = toVisitorContact(fields);
        const answer = await anonymous.mutateAsync({
          data: { ...toCreateIncidentData(fields), contact },
          photo,
          idempotencyKey: key,
        });
        await draftStore.clear();
        setFollowed({ url: answer.followUrl, email: contact.email ?? null });
      } catch (error) {
        if (isOffline(error) && (await queueForLater(null, key))) return;
        setFailure(serverMessageOr(error, reportText.t('report.submitFailed')));
      }
      return;
    }
    const key = idempotencyKey ?? newIdempotencyKey();
    setIdempotencyKey(key);
    setFailure(null);
    try {
      await report.mutateAsync({ data: toCreateIncidentData(fields), photo, idempotencyKey: key });
      await draftStore.clear();
      toast.success(reportText.t('report.reported'));
      void navigate(dashboardPathForRole(user.role));
    } catch (error) {
      if (isOffline(error) && (await queueForLater(user.id, key))) return;
      setFailure(serverMessageOr(error, reportText.t('report.submitFailed')));
    }
  };

  if (followed)
    return (
      <Sent role="status">
        <strong>{say(followed.instead ? 'followInstead.done' : 'anonymous.sent')}</strong>
        <span>{say('anonymous.keepLink')}</span>
        <a href={followed.url} data-testid="follow-link">
          {followed.url}
        </a>
        {followed.email && <span>{say('anonymous.emailed', { email: followed.email })}</span>}
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              startOver();
              setFollowed(null);
            }}
          >
            {say('anonymous.another')}
          </Button>
        </div>
      </Sent>
    );

  // Nothing new was reported: the draft goes, and the form says where to follow that case.
  const followedInstead = async (done: Followed) => {
    await draftStore.clear();
    setFollowed({ ...done, instead: true });
    document.documentElement.scrollTop = 0;
  };

  const sending = report.isPending || anonymous.isPending;
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={say('report.title')}>
      {!user && (
        <Notice>
          {withNodes(say('report.loginNoticeAnonymous'), {
            login: <Link to={loginPathFor(REPORT_PATH)}>{say('report.loginLink')}</Link>,
          })}
        </Notice>
      )}
      {restored && (
        <ActionNotice role="status">
          <span>{say('report.restored')}</span>
          <Button variant="ghost" size="sm" onClick={startOver}>
            {say('report.startOver')}
          </Button>
        </ActionNotice>
      )}
      <FormSection title={say('report.section.basic')}>
        <Field
          label={say('report.description')}
          multiline
          required
          hint={say('report.descriptionHint')}
          error={errors.description}
          {...text('description')}
        />
        <Select
          label={say('report.animalType')}
          options={animalTypeOptions}
          placeholder={say('report.animalTypePlaceholder')}
          {...text('animalType')}
        />
      </FormSection>
      <FormSection title={say('report.section.location')}>
        <LocationSection
          fields={fields}
          errors={errors}
          loggedIn={user !== null}
          onCity={(city) => update((current) => withCity(current, city), ['city'])}
          onChange={change}
          follow={{ photo, onFollowed: (done) => void followedInstead(done) }}
        />
      </FormSection>
      <FormSection
        title={say('report.section.contact')}
        hint={say(user ? 'report.section.contactHint' : 'report.section.contactHintAnonymous')}
      >
        <Field
          label={say('report.contactName')}
          autoComplete="name"
          required={!user}
          {...text('contactName')}
        />
        <Field
          label={say('report.contactNumber')}
          type="tel"
          autoComplete="tel"
          {...text('contactNumber')}
        />
        {!user && (
          <Field
            label={say('report.contactEmail')}
            type="email"
            autoComplete="email"
            {...text('contactEmail')}
          />
        )}
        <CheckboxField
          label={say('report.emergency')}
          checked={fields.emergency}
          onChange={(event) => change({ emergency: event.target.checked })}
        />
        <CheckboxField
          label={say('report.notify')}
          hint={say('report.notifyHint')}
          checked={fields.notifyByEmail}
          onChange={(event) => change({ notifyByEmail: event.target.checked })}
        />
        <Field label={say('report.notes')} multiline {...text('notes')} />
      </FormSection>
      <FormSection title={say('report.section.animal')}>
        <Field
          label={say('report.animalDescription')}
          multiline
          required
          hint={say('report.animalDescriptionHint')}
          error={errors.animalDescription}
          {...text('animalDescription')}
        />
        <AssessmentSection
          fields={fields}
          errors={errors}
          reasonId={fieldId('gradingReason')}
          onChange={change}
        />
      </FormSection>
      <FormSection title={say('report.section.photo')}>
        <PhotoSection photo={photo} onChange={setPhoto} />
      </FormSection>
      {failure && <ErrorPanel title={failure} message={say('report.keptOnDevice')} />}
      <Actions>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? say('report.submitting') : user ? say('report.submit') : say('anonymous.send')}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => void cancel()}>
          {say('report.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  ${stack(5)}
  > [role='alert'] {
    margin: 0;
  }
`;

// Running text, not flex: flex made each text run and link a box of its own, so "log in"
// and its full stop sat apart ("log in ."), on separate lines on a phone.
const Notice = styled.p`
  margin: 0;
  line-height: 1.6;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

/** A notice with a button beside its sentence (the sentence one box, so it wraps as text). */
const ActionNotice = styled(Notice)`
  ${inlineRow(2)}
`;

const Sent = styled.div`
  ${stack(2)}
  ${softPanel('success')}
  a {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
