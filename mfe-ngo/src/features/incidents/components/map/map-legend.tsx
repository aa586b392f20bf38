import styled from 'styled-components';
import { PRIORITIES, type Priority } from './map-markers';

/** High, Medium and Low Priority with their marker letters and colours. */
export function MapLegend() {
  return (
    <Legend aria-label="Map legend">
      {(Object.keys(PRIORITIES) as Priority[]).map((priority) => (
        <Item key={priority}>
          <Swatch
            aria-hidden="true"
            style={{
              background: PRIORITIES[priority].background,
              color: PRIORITIES[priority].color,
            }}
          >
            {priority}
          </Swatch>
          {PRIORITIES[priority].label}
        </Item>
      ))}
    </Legend>
  );
}

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
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
  font-size: 0.8rem;
  font-weight: 700;
`;
