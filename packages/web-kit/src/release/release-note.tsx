import styled from 'styled-components';

/**
 * The line an area shows when it was built with WEB_RELEASE_NOTE (a staging or release
 * label). Each remote passes its own build-time `__RELEASE_NOTE__`, so it tells which
 * build of that remote is running.
 */
export function ReleaseNote({ note }: { note: string }) {
  if (!note) return null;
  return <Note data-testid="release-note">{note}</Note>;
}

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  font-size: 0.875rem;
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  text-align: center;
`;
