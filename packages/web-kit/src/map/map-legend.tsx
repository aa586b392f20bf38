import styled from 'styled-components';
import { PRIORITIES, priorityColour, priorityLabel, type Priority } from './map-points';
import { hereDot } from './here-dot';
import { areasText } from '@rescue/web-kit/areas';

export interface MapLegendProps {
  /** The priority letters (off where every point is one case). */
  showPriorities?: boolean;
  /** The cluster entry (only where several points can merge). */
  showClusters?: boolean;
  /** The "you are here" entry (where the map shows the viewer). */
  showHere?: boolean;
}

/** What the markers mean: priority by letter and colour, exact by a solid ring. */
export function MapLegend({
  showPriorities = true,
  showClusters = true,
  showHere = false,
}: MapLegendProps) {
  const text = areasText.useText();
  return (
    <Legend aria-label={text('map.legend')}>
      {showPriorities &&
        (Object.keys(PRIORITIES) as Priority[]).map((priority) => (
          <Item key={priority}>
            <Swatch aria-hidden="true" style={{ background: priorityColour(priority) }}>
              {priority}
            </Swatch>
            {priorityLabel(priority)}
          </Item>
        ))}
      <Item>
        <Ring aria-hidden="true" />
        {text('map.exact')}
      </Item>
      <Item>
        <Ring aria-hidden="true" $approximate />
        {text('map.approximate')}
      </Item>
      {showClusters && (
        <Item>
          <Cluster aria-hidden="true">3</Cluster>
          {text('map.cluster')}
        </Item>
      )}
      {showHere && (
        <Item>
          <Here aria-hidden="true" />
          {text('map.youAreHere')}
        </Item>
      )}
    </Legend>
  );
}

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.text.sm};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Swatch = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  color: #ffffff;
  font-size: ${({ theme }) => theme.text.xs};
  font-weight: 700;
`;

const Ring = styled.span<{ $approximate?: boolean }>`
  width: 20px;
  height: 20px;
  border-radius: 50%;
  border: 3px ${({ $approximate }) => ($approximate ? 'dashed' : 'solid')}
    ${({ theme }) => theme.colors.text};
  background: ${({ $approximate, theme }) => ($approximate ? theme.colors.surface : 'transparent')};
`;

/** A group of reports: a swatch in the text's colour. */
const Cluster = styled(Swatch)`
  background: ${({ theme }) => theme.colors.text};
`;

const Here = styled.span`
  width: 16px;
  height: 16px;
  ${hereDot}
`;
