import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@rescue/router';
import styled from 'styled-components';
import {
  dashboardPathForRole,
  SEVERITY_CATEGORIES,
  SEVERITY_SCORE_MAX,
  SEVERITY_SCORE_MIN,
} from '@rescue/contracts';
import {
  Button,
  CheckboxField,
  ErrorPanel,
  Field,
  loginPathFor,
  Select,
  serverMessageOr,
  toast,
  useSession,
} from '@rescue/web-kit';
import { draftStore, type ReportDraft } from '../api/draft-store';
import { newIdempotencyKey, useCreateIncident } from '../api/report-api';
import {
  EMPTY_FIELDS,
  hasContent,
  toCreateIncidentData,
  validateReport,
  withCity,
  type ReportErrors,
  type ReportFields,
} from '../utils/report-fields';
import {
  KEPT_ON_DEVICE,
  LOGIN_FIRST,
  REPORT_PATH,
  REPORTED,
  SUBMIT_FAILED,
  SUBMITTING,
} from '../utils/report-messages';
import { FormSection } from './form-section';
import { LocationSection } from './location-section';
import { PhotoSection } from './photo-section';

const ANIMAL_TYPES = ['Dog', 'Cat', 'Cow', 'Bird', 'Other'].map((type) => ({
  value: type,
  label: type,
}));
const CATEGORY_OPTIONS = SEVERITY_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));

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
  const [failure, setFailure] = useState<string | null>(null);

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

  // Back to the previous page; opened directly (the router's first entry), home instead.
  const cancel = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      // The draft is committed before leaving: after logging in the visitor comes back to it.
      await draftStore.save({ fields, photo, idempotencyKey });
      toast(LOGIN_FIRST);
      void navigate(loginPathFor(REPORT_PATH));
      return;
    }
    const found = validateReport(fields);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const key = idempotencyKey ?? newIdempotencyKey();
    setIdempotencyKey(key);
    setFailure(null);
    try {
      await report.mutateAsync({ data: toCreateIncidentData(fields), photo, idempotencyKey: key });
      await draftStore.clear();
      toast.success(REPORTED);
      void navigate(dashboardPathForRole(user.role));
    } catch (error) {
      setFailure(serverMessageOr(error, SUBMIT_FAILED));
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Report an Incident">
      {!user && (
        <Notice>
          You need to be logged in to send a report. Start now: your report is saved on this device
          and waits for you after you <Link to={loginPathFor(REPORT_PATH)}>log in</Link>.
        </Notice>
      )}
      {restored && (
        <ActionNotice role="status">
          <span>We restored the report you started earlier.</span>
          <Button variant="ghost" size="sm" onClick={startOver}>
            Start over
          </Button>
        </ActionNotice>
      )}
      <FormSection title="Basic Information">
        <Field
          label="Incident Description"
          multiline
          required
          hint="What happened, and what the animal needs."
          error={errors.description}
          {...text('description')}
        />
        <Select
          label="Animal Type"
          options={ANIMAL_TYPES}
          placeholder="Choose (optional)"
          {...text('animalType')}
        />
      </FormSection>
      <FormSection title="Location Details">
        <LocationSection
          fields={fields}
          errors={errors}
          loggedIn={user !== null}
          onCity={(city) => update((current) => withCity(current, city), ['city'])}
          onChange={change}
        />
      </FormSection>
      <FormSection
        title="Contact Information"
        hint="Optional, and kept on this device: rescuers reach you through your account."
      >
        <Field label="Contact Name" autoComplete="name" {...text('contactName')} />
        <Field label="Contact Number" type="tel" autoComplete="tel" {...text('contactNumber')} />
        <CheckboxField
          label="This is an emergency"
          checked={fields.emergency}
          onChange={(event) => change({ emergency: event.target.checked })}
        />
        <CheckboxField
          label="Email me when a rescuer takes this case and when it is closed"
          hint="Sent to your account's email. Your profile can ask for this on every report."
          checked={fields.notifyByEmail}
          onChange={(event) => change({ notifyByEmail: event.target.checked })}
        />
        <Field label="Additional Notes" multiline {...text('notes')} />
      </FormSection>
      <FormSection title="Animal Details">
        <Field
          label="Animal Description"
          multiline
          required
          hint="Colour, size, injuries, behaviour."
          error={errors.animalDescription}
          {...text('animalDescription')}
        />
        <Select
          label="Severity Category"
          options={CATEGORY_OPTIONS}
          required
          error={errors.severityCategory}
          {...text('severityCategory')}
        />
        <Field
          label={`Severity Score (${SEVERITY_SCORE_MIN}-${SEVERITY_SCORE_MAX})`}
          type="number"
          inputMode="numeric"
          min={SEVERITY_SCORE_MIN}
          max={SEVERITY_SCORE_MAX}
          step={1}
          required
          error={errors.severityScore}
          {...text('severityScore')}
        />
        <Field
          label="Assessment Details"
          multiline
          required
          hint="Why this severity: bleeding, can it walk, is it in traffic?"
          error={errors.assessmentDetails}
          {...text('assessmentDetails')}
        />
      </FormSection>
      <FormSection title="Photo Evidence">
        <PhotoSection photo={photo} onChange={setPhoto} />
      </FormSection>
      {failure && <ErrorPanel title={failure} message={KEPT_ON_DEVICE} />}
      <Actions>
        <Button type="submit" size="lg" disabled={report.isPending}>
          {report.isPending ? SUBMITTING : 'Submit Report'}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => void cancel()}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
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
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
