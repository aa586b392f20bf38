// The few layout pieces every NGO screen uses, so they look alike.
import styled from 'styled-components';

/** A screen's title: the area's h1 is the sidebar's "NGO Dashboard". */
export const PageTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.75rem;
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: 1.25rem;
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
