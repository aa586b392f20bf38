import { useState } from 'react';
import styled from 'styled-components';
import { REPORTABLE_SEVERITY_CATEGORIES, type Incident } from '@rescue/contracts';
import { Button, Select, toast } from '@rescue/web-kit';
import { ConfirmDialog } from '@rescue/web-kit/areas';
import { useReviewSeverity } from '../api/incidents-api';
import { Muted } from '../../../components/layout';
import { ngoText, type NgoTextKey } from '../../../i18n/text';

type Category = (typeof REPORTABLE_SEVERITY_CATEGORIES)[number];

/** A severity category's word in the page's language (the detail's Category too). */
export const categoryKey = (category: string) => `severity.category.${category}` as NgoTextKey;

/**
 * The app's assessment explained (the signs that decided it, the rubric version) and the NGO's
 * "Confirm" or "Change severity" with why (issue 30). Both are kept: the app's assessment never
 * changes, so the rubric can be measured against the NGOs.
 */
export function SeverityReview({ incident }: { incident: Incident }) {
  const text = ngoText.useText();
  const { assessment, aiSeverityAssessment, ngoGrading } = incident.animalInfo;
  const current = aiSeverityAssessment.category;
  const review = useReviewSeverity(incident._id);
  const [dialog, setDialog] = useState<'confirm' | 'change' | null>(null);
  const others = REPORTABLE_SEVERITY_CATEGORIES.filter((category) => category !== current);
  const [chosen, setChosen] = useState<Category>(others[0]!);
  const close = () => setDialog(null);
  const send = async (body: { category: string; reason?: string }) => {
    const { message } = await review.mutateAsync(body);
    toast.success(message);
    close();
  };
  const reviewable = (REPORTABLE_SEVERITY_CATEGORIES as readonly string[]).includes(current);

  return (
    <>
      {assessment && (
        <>
          <Muted>{text('severity.reasons')}</Muted>
          <Reasons>
            {assessment.reasons.map((reason) => (
              <li key={`${reason.sign}-${reason.source}`}>
                {reason.label} ({text(categoryKey(reason.category))})
                {reason.status !== 'counted' &&
                  ` · ${text(`severity.sign.${reason.status}` as NgoTextKey)}`}
                {reason.words && ` · “${reason.words}”`}
              </li>
            ))}
          </Reasons>
          <Muted>{text('severity.rubric', { version: assessment.rubricVersion })}</Muted>
        </>
      )}
      {ngoGrading && (
        <p>
          {ngoGrading.reason
            ? text('severity.reviewed.changed', {
                name: ngoGrading.ngo.name,
                category: text(categoryKey(ngoGrading.category)),
                reason: ngoGrading.reason,
              })
            : text('severity.reviewed.confirmed', {
                name: ngoGrading.ngo.name,
                category: text(categoryKey(ngoGrading.category)),
              })}
        </p>
      )}
      {reviewable && (
        <Actions>
          <Button variant="secondary" onClick={() => setDialog('confirm')}>
            {text('severity.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('change')}>
            {text('severity.change')}
          </Button>
        </Actions>
      )}
      {dialog === 'confirm' && (
        <ConfirmDialog
          title={text('severity.confirmTitle')}
          message={text('severity.confirmMessage', { category: text(categoryKey(current)) })}
          confirmLabel={text('severity.confirm')}
          busyLabel={text('severity.busy')}
          failureMessage={text('severity.failed')}
          onConfirm={() => send({ category: current })}
          onCancel={close}
        />
      )}
      {dialog === 'change' && (
        <ConfirmDialog
          title={text('severity.changeTitle')}
          message={
            <Select
              label={text('severity.newCategory')}
              value={chosen}
              onChange={(event) => setChosen(event.target.value as Category)}
              options={others.map((category) => ({
                value: category,
                label: text(categoryKey(category)),
              }))}
            />
          }
          confirmLabel={text('severity.change')}
          busyLabel={text('severity.busy')}
          reasonLabel={text('severity.reason')}
          failureMessage={text('severity.failed')}
          onConfirm={(reason) => send({ category: chosen, reason })}
          onCancel={close}
        />
      )}
    </>
  );
}

const Reasons = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
