import styled from 'styled-components';
import type { CaseStatus, ModerationItem } from '@rescue/contracts';
import { DateTime, Badge, Button, Card, IncidentPhoto, StatusBadge } from '@rescue/web-kit';
import { Facts } from '../../../components/facts';
import { CardActions, CardTitle } from '../../../components/card-list';
import { shortId } from '../api/reports-api';

export type ReportAction = 'hide' | 'restore' | 'duplicate' | 'unlink';

interface ReportCardProps {
  report: ModerationItem;
  /** Whether the report it duplicates is in this list (then its id links to it). */
  originalShown: boolean;
  onAction(action: ReportAction): void;
}

/** The card's element id, so a duplicate can link to its original in the same list. */
export const reportAnchor = (id: string) => `report-${id}`;

/** One report as the operator moderates it: what was said, by whom, and who flagged it. */
export function ReportCard({ report, originalShown, onAction }: ReportCardProps) {
  const { moderation, flags } = report;
  const titleId = `${reportAnchor(report._id)}-title`;
  return (
    <Item as="article" id={reportAnchor(report._id)} aria-labelledby={titleId}>
      <IncidentPhoto
        photo={report.photo}
        alt={`Photo of report ${shortId(report._id)}`}
        height={160}
        authenticated={moderation.hidden}
      />
      <div>
        <CardTitle>
          <h3 id={titleId}>
            Report <Id title={report._id}>{shortId(report._id)}</Id>
          </h3>
          <StatusBadge status={report.status as CaseStatus} />
          {moderation.hidden && <Badge $tone="danger">Hidden</Badge>}
          {flags.length > 0 && (
            <Badge $tone="warning">
              {flags.length} flag{flags.length === 1 ? '' : 's'}
            </Badge>
          )}
          {moderation.duplicateOf && <Badge $tone="info">Duplicate</Badge>}
        </CardTitle>
        <Description>{report.description}</Description>
        <Facts>
          <dt>Animal</dt>
          <dd>{report.animalDescription}</dd>
          <dt>City</dt>
          <dd>{report.city}</dd>
          {report.address && (
            <>
              <dt>Address</dt>
              <dd>{report.address}</dd>
            </>
          )}
          <dt>Reported by</dt>
          <dd>{report.reporterName}</dd>
          <dt>Reported</dt>
          <dd>
            <DateTime at={report.createdAt} />
          </dd>
          <dt>Report id</dt>
          <dd>
            <Code>{report._id}</Code>
          </dd>
          {moderation.duplicateOf && (
            <>
              <dt>Duplicate of</dt>
              <dd>
                {originalShown ? (
                  <a href={`#${reportAnchor(moderation.duplicateOf)}`}>
                    Report {shortId(moderation.duplicateOf)}
                  </a>
                ) : (
                  <Code>{moderation.duplicateOf}</Code>
                )}
              </dd>
            </>
          )}
          {moderation.hidden && (
            <>
              <dt>Hidden</dt>
              <dd>
                {moderation.hiddenAt ? <DateTime at={moderation.hiddenAt} /> : 'Yes'}
                {moderation.hiddenReason ? `: ${moderation.hiddenReason}` : ''}
              </dd>
            </>
          )}
        </Facts>
        {flags.length > 0 && (
          <Flags aria-label="Flags">
            {flags.map((flag) => (
              <li key={`${flag.by}-${flag.at}`}>
                <strong>{flag.byName}</strong> flagged it <DateTime at={flag.at} />: {flag.reason}
              </li>
            ))}
          </Flags>
        )}
        <CardActions>
          {/* Keyed: a new button, not the old one fading from one colour to the other. */}
          {moderation.hidden ? (
            <Button key="restore" onClick={() => onAction('restore')}>
              Restore
            </Button>
          ) : (
            <Button key="hide" variant="secondary" onClick={() => onAction('hide')}>
              Hide
            </Button>
          )}
          {moderation.duplicateOf ? (
            <Button key="unlink" variant="ghost" onClick={() => onAction('unlink')}>
              Not a duplicate
            </Button>
          ) : (
            <Button key="duplicate" variant="ghost" onClick={() => onAction('duplicate')}>
              Duplicate of…
            </Button>
          )}
        </CardActions>
      </div>
    </Item>
  );
}

const Item = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 200px minmax(0, 1fr);
  }
  &:target {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Id = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Flags = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  list-style: none;
  overflow-wrap: anywhere;
`;
