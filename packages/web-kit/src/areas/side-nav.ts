import styled, { css } from 'styled-components';
import { stackedList } from '@rescue/web-kit';

/** A dashboard sidebar's list of links (NGO dashboard, volunteer portal). */
export const SideNavList = styled.ul`
  ${stackedList}
  gap: ${({ theme }) => theme.space(1)};
`;

/** One sidebar entry's box (link, button or disabled item): a 44 px touch target. */
export const sideNavItemStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
`;

/** A dashboard sidebar's width on large screens (NGO dashboard, operator console). */
export const SIDEBAR_WIDTH = '16rem';

/** Sidebar beside the content on large screens, stacked above it on smaller ones. */
export const SideNavFrame = styled.div`
  ${({ theme }) => theme.media.lg} {
    display: grid;
    grid-template-columns: ${SIDEBAR_WIDTH} minmax(0, 1fr);
    min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  }
`;

/** The area's screen beside the sidebar. */
export const SideNavContent = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)} ${theme.space(10)}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)} ${theme.space(12)}`};
  }
`;
