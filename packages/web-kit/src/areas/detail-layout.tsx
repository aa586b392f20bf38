// The parts of a case's page that the NGO's, the reporter's and the volunteer's each wrote:
// the way back to the list, a title row with badges beside the name, two columns of cards
// from the large breakpoint, label/value facts and the reporter's own text.
import { Link } from '@rescue/router';
import styled from 'styled-components';
import { inlineRow, stack } from '@rescue/web-kit';

/** "Back to ..." above the page: a link with a finger-sized target. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
`;

/** The name (its h1 or h2) with badges after it, wrapping on a phone. */
export const DetailHeading = styled.div`
  ${inlineRow(2)}
  margin-bottom: ${({ theme }) => theme.space(5)};
  h1,
  h2 {
    margin: 0 ${({ theme }) => theme.space(2)} 0 0;
    font-size: ${({ theme }) => theme.text.xxl};
    overflow-wrap: anywhere;
  }
`;

/** One column on a phone; from the large breakpoint two, `$first`:`$second` wide. */
export const DetailColumns = styled.div<{ $first?: number; $second?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $first = 1, $second = 1 }) =>
      `minmax(0, ${$first}fr) minmax(0, ${$second}fr)`};
    align-items: start;
  }
`;

/** A column of cards; a section directly inside lays its own parts out as a column. */
export const DetailColumn = styled.div`
  ${stack(4)}
  min-width: 0;
  & > section {
    ${stack(3)}
  }
`;

/** Label (dt) and value (dd) pairs in two columns; a long value wraps, a link is a link. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** Text as its writer typed it: line breaks kept, a long word wrapped. */
export const DetailText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;
