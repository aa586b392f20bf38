import type { Incident } from '@rescue/contracts';
import { casePathForRole } from '@rescue/contracts';
import { LinkButton, StatusBadge, animalName, withNodes } from '@rescue/web-kit';
import { DateTime, IncidentPhoto, SeverityBadge } from '@rescue/web-kit/areas';
import styled from 'styled-components';
import { WaitingBadge } from './waiting-badge';
import { CardFrame } from './card-frame';
import { ngoText } from '../../../i18n/text';

/** One of the newest incidents on the home screen, with View Details. */
export function RecentIncidentCard({ incident, now }: { incident: Incident; now: number }) {
  const text = ngoText.useText();
  const titleId = `recent-${incident._id}`;
  const name = animalName(incident.animalInfo.type);
  return (
    <CardFrame aria-labelledby={titleId}>
      <IncidentPhoto
        photo={incident.animalInfo.photo}
        alt={text('card.photoAlt', { name })}
        height={150}
      />
      <Badges>
        <StatusBadge status={incident.status} />
        <WaitingBadge incident={incident} now={now} />
      </Badges>
      <Title id={titleId}>{name}</Title>
      <div>
        <SeverityBadge score={incident.animalInfo.aiSeverityAssessment.score} />
      </div>
      <Line>{incident.location.address}</Line>
      <Line>
        {withNodes(text('card.reported'), { time: <DateTime at={incident.createdAt} now={now} /> })}
      </Line>
      <LinkButton to={casePathForRole('ngo', incident._id)} variant="secondary" block>
        {text('card.viewDetails')}
      </LinkButton>
    </CardFrame>
  );
}

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h4`
  margin: 0;
  font-size: 1.125rem;
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
