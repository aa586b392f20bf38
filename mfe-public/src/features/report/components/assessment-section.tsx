import { useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import {
  ASSESSMENT_CATEGORIES,
  assess,
  SIGN_KEYS,
  type AssessmentReason,
  type SignKey,
} from '@rescue/contracts/assessment';
import { Field, Select } from '@rescue/web-kit';
import { CheckboxField } from '@rescue/web-kit/areas';
import type { ReportErrors, ReportFields } from '../utils/report-fields';
import { reportText } from '../i18n/text';

interface Props {
  fields: ReportFields;
  errors: ReportErrors;
  reasonId: string;
  onChange: (patch: Partial<ReportFields>) => void;
}

/**
 * What the reporter can see (the rubric's signs as tick boxes), the app's assessment of it
 * with its reasons as they type, and their own category with a word of why. The preview runs
 * the contracts' rubric in the page; the server runs the same rubric again on the report and
 * its answer is the one stored.
 */
export function AssessmentSection({ fields, errors, reasonId, onChange }: Props) {
  const say = reportText.useText();
  // Deferred: a long description is assessed between keystrokes, never in their way.
  const description = useDeferredValue(fields.description);
  const animalDescription = useDeferredValue(fields.animalDescription);
  const result = useMemo(
    () => assess({ description, animalDescription, signs: fields.signs }),
    [description, animalDescription, fields.signs],
  );
  const named = result.reasons.length > 0;

  const toggle = (sign: SignKey, on: boolean) =>
    onChange({
      signs: SIGN_KEYS.filter((key) => (key === sign ? on : fields.signs.includes(key))),
    });

  const reasonText = (reason: AssessmentReason) => {
    const sign = say(`sign.${reason.sign}`);
    if (reason.status === 'negated')
      return say('assessment.reason.negated', { sign, words: reason.words ?? '' });
    if (reason.status === 'old')
      return say('assessment.reason.old', { sign, words: reason.words ?? '' });
    return reason.source === 'ticked'
      ? say('assessment.reason.ticked', { sign })
      : say('assessment.reason.text', { sign, words: reason.words ?? '' });
  };

  return (
    <>
      <Signs>
        <legend>{say('signs.title')}</legend>
        <Hint>{say('signs.hint')}</Hint>
        <SignGrid>
          {SIGN_KEYS.map((sign) => (
            <CheckboxField
              key={sign}
              label={say(`sign.${sign}`)}
              checked={fields.signs.includes(sign)}
              onChange={(event) => toggle(sign, event.target.checked)}
            />
          ))}
        </SignGrid>
      </Signs>
      <Result aria-live="polite" aria-labelledby="report-assessment-title">
        <h3 id="report-assessment-title">{say('assessment.title')}</h3>
        {named ? (
          <>
            <p data-testid="assessment-result">
              <strong>
                {say('assessment.result', {
                  category: say(`report.category.${result.category}`),
                  score: result.score,
                })}
              </strong>
            </p>
            <p>{say('assessment.why')}</p>
            <ul aria-label={say('assessment.why')}>
              {result.reasons.map((reason) => (
                <li key={`${reason.sign}-${reason.source}-${reason.words ?? ''}`}>
                  {reason.decisive ? <strong>{reasonText(reason)}</strong> : reasonText(reason)}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p data-testid="assessment-result">{say('assessment.none')}</p>
        )}
        <Hint>{say('assessment.note')}</Hint>
      </Result>
      <Select
        label={say('grading.label')}
        placeholder={say('grading.keep')}
        options={ASSESSMENT_CATEGORIES.map((category) => ({
          value: category,
          label: say(`report.category.${category}`),
        }))}
        value={fields.gradingCategory}
        onChange={(event) =>
          onChange({ gradingCategory: event.target.value as ReportFields['gradingCategory'] })
        }
      />
      {fields.gradingCategory && (
        <Field
          id={reasonId}
          label={say('grading.reason')}
          hint={say('grading.reasonHint')}
          required
          error={errors.gradingReason}
          value={fields.gradingReason}
          onChange={(event: { target: { value: string } }) =>
            onChange({ gradingReason: event.target.value })
          }
        />
      )}
    </>
  );
}

const Signs = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const SignGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.text.sm};
`;

const Result = styled.section`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;
