// The few layout pieces every NGO screen uses, so they look alike (a screen's title is the kit's
// PageHeader, an h2: the area's h1 is the sidebar's "NGO Dashboard").
import styled from 'styled-components';
import { stack } from '@rescue/web-kit';

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: 1.25rem;
`;

export const Section = styled.section`
  ${stack(4)}
  margin-top: ${({ theme }) => theme.space(8)};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
