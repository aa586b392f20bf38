import type { VolunteerCaseListItem } from '@rescue/contracts';
import { casePathForRole } from '@rescue/contracts';
import { Card, LinkButton, StatusBadge, animalName, placeText, withNodes } from '@rescue/web-kit';
import { CardMeta, DateTime, IncidentPhoto, SeverityBadge } from '@rescue/web-kit/areas';
import { distanceText } from '@rescue/web-kit/map';
import styled from 'styled-components';
import { volunteerText } from '../../../i18n/text';

export function caseDetailPath(id: string): string {
  return casePathForRole('volunteer', id);
}

/** One case in a list: photo, status, severity, where it is and how far, and a link to it. */
export function CaseCard({ item }: { item: VolunteerCaseListItem }) {
  const { animalInfo, location } = item;
  const text = volunteerText.useText();
  const title = animalName(animalInfo.type);
  return (
    <Frame as="article">
      <IncidentPhoto photo={animalInfo.photo} alt={`${title}: ${animalInfo.description}`} />
      <Top>
        <Title>{title}</Title>
        <StatusBadge status={item.status} />
      </Top>
      <div>
        <SeverityBadge score={animalInfo.aiSeverityAssessment.score} />
      </div>
      <Description>{animalInfo.description}</Description>
      <Meta>
        <li>{placeText(location.address, item.city)}</li>
        <DistanceLine item={item} />
        {item.assignedNGO && <li>{handledByText(item.assignedNGO.name)}</li>}
        <li>
          {withNodes(text(item.assignedAt ? 'card.taken' : 'card.reported'), {
            when: <DateTime at={item.assignedAt ?? item.createdAt} />,
          })}
        </li>
      </Meta>
      <LinkButton
        to={caseDetailPath(item.id)}
        variant="secondary"
        block
        aria-label={text('card.viewCaseLabel', { title })}
      >
        {text('card.viewCase')}
      </LinkButton>
    </Frame>
  );
}

/** Said outside components: the page that shows them re-renders on a language change. */
export const approximateText = () => volunteerText.t('card.approximate');

/**
 * Inside this range a city-only location (pinned at the city's centre) says nothing about
 * how far the animal is: "In Pune", never "10 m away".
 */
export const APPROXIMATE_RANGE_KM = 10;

/** How far the case is, in words: metres only for an exact location. */
export function distanceWords(distanceKm: number, approximate: boolean, city: string): string {
  if (!approximate) return distanceText(distanceKm);
  if (distanceKm < APPROXIMATE_RANGE_KM) return volunteerText.t('card.inCity', { city });
  return distanceText(distanceKm);
}

export const handledByText = (ngoName: string) =>
  volunteerText.t('card.handledBy', { name: ngoName });

/**
 * How far the case is from the volunteer (only when the server measured it from them), and
 * "approximate location" beside it when only the case's city is known.
 */
function DistanceLine({ item }: { item: VolunteerCaseListItem }) {
  const approximate = item.location.approximate === true;
  if (item.distanceKm === undefined && !approximate) return null;
  return (
    <li>
      {item.distanceKm !== undefined && (
        <Distance>{distanceWords(item.distanceKm, approximate, item.city)}</Distance>
      )}
      {item.distanceKm !== undefined && approximate && ' · '}
      {approximate && approximateText()}
    </li>
  );
}

const Distance = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;

const Frame = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.125rem;
`;

const Description = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** Pushes the button to the card's foot, level across the grid's row. */
const Meta = styled(CardMeta)`
  margin: 0 0 auto;
`;
