import type { Incident } from '@rescue/contracts';
import { casePathForRole, telHref } from '@rescue/contracts';
import { LinkButton, StatusBadge, animalName, withNodes, inlineRow } from '@rescue/web-kit';
import { DateTime, Facts, IncidentPhoto, SeverityBadge } from '@rescue/web-kit/areas';
import styled from 'styled-components';
import { StatusSelect } from './status-select';
import { NgoHandling } from './ngo-handling';
import { WaitingBadge } from './waiting-badge';
import { volunteerName, volunteerStatus } from '../utils/incident-rules';
import { CardFrame } from './card-frame';
import { ngoText } from '../../../i18n/text';

export interface IncidentCardProps {
  incident: Incident;
  now: number;
}

/** One incident of the NGO list: what it is, where, who reported it, who is on it, its status. */
export function IncidentCard({ incident, now }: IncidentCardProps) {
  const text = ngoText.useText();
  const { animalInfo, reporterInfo, location } = incident;
  const titleId = `incident-${incident._id}`;
  const name = animalName(animalInfo.type);
  return (
    <CardFrame aria-labelledby={titleId}>
      <IncidentPhoto photo={animalInfo.photo} alt={text('card.photoAlt', { name })} />
      <Header>
        <Title id={titleId}>{name}</Title>
        <StatusBadge status={incident.status} />
        <WaitingBadge incident={incident} now={now} />
        <NgoHandling incident={incident} />
      </Header>
      <Muted>
        {withNodes(text('card.reported'), { time: <DateTime at={incident.createdAt} now={now} /> })}
      </Muted>
      <div>
        <SeverityBadge score={animalInfo.aiSeverityAssessment.score} />
      </div>
      <Description>{incident.description}</Description>
      <Muted>{location.address}</Muted>
      <CardFacts>
        <div>
          <dt>{text('card.reporter')}</dt>
          <dd>{reporterInfo.name}</dd>
        </div>
        <div>
          <dt>{text('card.contact')}</dt>
          <dd>
            {reporterInfo.contactNumber ? (
              <a href={telHref(reporterInfo.contactNumber)}>{reporterInfo.contactNumber}</a>
            ) : (
              text('card.contactHidden')
            )}
          </dd>
        </div>
        <div>
          <dt>{text('card.volunteer')}</dt>
          <dd>{volunteerName(incident)}</dd>
        </div>
        <div>
          <dt>{text('card.volunteerStatus')}</dt>
          <dd>{volunteerStatus(incident)}</dd>
        </div>
      </CardFacts>
      <StatusSelect incident={incident} label={text('card.updateStatus')} />
      <LinkButton to={casePathForRole('ngo', incident._id)} variant="secondary" block>
        {text('card.viewDetails')}
      </LinkButton>
    </CardFrame>
  );
}

const Header = styled.div`
  ${inlineRow(2)}
`;

const Title = styled.h3`
  margin: 0;
  margin-right: auto;
  font-size: 1.125rem;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/** The kit's facts as a card's grey box: two pairs to a row, smaller labels. */
const CardFacts = styled(Facts)`
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    font-size: 0.8rem;
  }
`;
