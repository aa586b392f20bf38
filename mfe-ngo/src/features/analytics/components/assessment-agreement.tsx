import type { AnalyticsResponse } from '@rescue/contracts';
import { Button, Card, toast } from '@rescue/web-kit';
import { useCorrectionsCsvDownload } from '../api/analytics-api';
import { Muted, SectionTitle } from '../../../components/layout';
import { ngoText } from '../../../i18n/text';

/**
 * How often the app's severity assessment agreed with the NGOs' reviews, per rubric version
 * (issue 30): the figure the rubric is improved by.
 */
export function AssessmentAgreement({ data }: { data: AnalyticsResponse }) {
  const text = ngoText.useText();
  // Answers from before the field have none.
  const versions = data.assessmentAgreement ?? [];
  const download = useCorrectionsCsvDownload();
  return (
    <Card aria-labelledby="agreement-title">
      <SectionTitle id="agreement-title">{text('analytics.agreement.title')}</SectionTitle>
      {versions.length === 0 ? (
        <Muted>{text('analytics.agreement.none')}</Muted>
      ) : (
        <ul>
          {versions.map((version) => (
            <li key={version.rubricVersion}>
              {text('analytics.agreement.version', {
                version: version.rubricVersion,
                percent: Math.round(version.rate * 100),
                agreed: version.agreed,
                reviewed: version.reviewed,
              })}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: () => toast.error(text('analytics.agreement.exportFailed')),
            })
          }
        >
          {download.isPending
            ? text('analytics.agreement.exporting')
            : text('analytics.agreement.export')}
        </Button>
      </div>
    </Card>
  );
}
