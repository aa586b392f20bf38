import styled, { css } from 'styled-components';

/** A dashboard sidebar's list of links (NGO dashboard, volunteer portal). */
export const SideNavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
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
