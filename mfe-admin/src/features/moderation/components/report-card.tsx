import styled from 'styled-components';
import type { CaseStatus, ModerationItem } from '@rescue/contracts';
import { Badge, Button, Card, StatusBadge, withNodes } from '@rescue/web-kit';
import { DateTime, IncidentPhoto } from '@rescue/web-kit/areas';
import { Fact, Facts } from '../../../components/facts';
import { CardActions, CardTitle, RestoreOrTake } from '../../../components/card-list';
import { adminText } from '../../../i18n/text';
import { shortId } from '../api/reports-api';
import { ReportHistory } from './report-history';
import { PhotoCheckFact } from './photo-check-fact';

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
  const text = adminText.useText();
  const { moderation, flags } = report;
  const titleId = `${reportAnchor(report._id)}-title`;
  return (
    <Item as="article" id={reportAnchor(report._id)} aria-labelledby={titleId}>
      <IncidentPhoto
        photo={report.photo}
        alt={text('report.photoAlt', { id: shortId(report._id) })}
        height={160}
        authenticated={moderation.hidden}
      />
      <div>
        <CardTitle>
          <h3 id={titleId}>
            {withNodes(text('report.heading'), {
              id: <Id title={report._id}>{shortId(report._id)}</Id>,
            })}
          </h3>
          <StatusBadge status={report.status as CaseStatus} />
          {moderation.hidden && <Badge $tone="danger">{text('report.hidden')}</Badge>}
          {flags.length > 0 && (
            <Badge $tone="warning">{text('report.flags', { count: flags.length })}</Badge>
          )}
          {moderation.duplicateOf && <Badge $tone="info">{text('report.duplicate')}</Badge>}
        </CardTitle>
        <Description>{report.description}</Description>
        <Facts>
          <Fact label={text('report.animal')}>{report.animalDescription}</Fact>
          <PhotoCheckFact check={report.photoCheck} />
          <Fact label={text('facts.city')}>{report.city}</Fact>
          {report.address && <Fact label={text('report.address')}>{report.address}</Fact>}
          <Fact label={text('report.reportedBy')}>{report.reporterName}</Fact>
          <Fact label={text('report.reported')}>
            <DateTime at={report.createdAt} />
          </Fact>
          <Fact label={text('report.id')}>
            <Code>{report._id}</Code>
          </Fact>
          {moderation.duplicateOf && (
            <Fact label={text('report.duplicateOf')}>
              {originalShown ? (
                <a href={`#${reportAnchor(moderation.duplicateOf)}`}>
                  {text('report.original', { id: shortId(moderation.duplicateOf) })}
                </a>
              ) : (
                <Code>{moderation.duplicateOf}</Code>
              )}
            </Fact>
          )}
          {moderation.hidden && (
            <Fact label={text('report.hidden')}>
              {moderation.hiddenAt ? (
                <DateTime at={moderation.hiddenAt} />
              ) : (
                text('report.hiddenYes')
              )}
              {moderation.hiddenReason ? `: ${moderation.hiddenReason}` : ''}
            </Fact>
          )}
        </Facts>
        {flags.length > 0 && (
          <Flags aria-label={text('report.flagsLabel')}>
            {flags.map((flag) => (
              <li key={`${flag.by}-${flag.at}`}>
                {withNodes(text('report.flagged'), {
                  name: <strong>{flag.byName}</strong>,
                  date: <DateTime at={flag.at} />,
                  reason: flag.reason,
                })}
              </li>
            ))}
          </Flags>
        )}
        <ReportHistory id={report._id} />
        <CardActions>
          <RestoreOrTake
            taken={moderation.hidden}
            take="hide"
            labelOf={(action) => text(`report.action.${action}`)}
            onAction={onAction}
          />
          {/* Keyed: a new button, not the old one fading from one colour to the other. */}
          {moderation.duplicateOf ? (
            <Button key="unlink" variant="ghost" onClick={() => onAction('unlink')}>
              {text('report.action.unlink')}
            </Button>
          ) : (
            <Button key="duplicate" variant="ghost" onClick={() => onAction('duplicate')}>
              {text('report.action.duplicate')}
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
