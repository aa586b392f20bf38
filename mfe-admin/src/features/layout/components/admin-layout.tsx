import { NavLink, Outlet } from '@rescue/router';
import styled from 'styled-components';
import { SideNavContent, SideNavFrame, sideNavItemStyles } from '@rescue/web-kit';
import { NAV_ITEMS } from '../utils/nav-items';

const TITLE_ID = 'admin-console-title';

/**
 * The console's frame: its title and the four sections beside the screens from 1024 px, above
 * them (two by two on a phone) below that, so every section is one tap away without a menu.
 */
export function AdminLayout() {
  return (
    <SideNavFrame>
      <Sidebar>
        <Title id={TITLE_ID}>Operator Console</Title>
        <Subtitle>Rescue Network team</Subtitle>
        <nav aria-labelledby={TITLE_ID}>
          <NavList>
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <Item to={item.path} end={item.end}>
                  {item.title}
                </Item>
              </li>
            ))}
          </NavList>
        </nav>
      </Sidebar>
      <SideNavContent>
        <Outlet />
      </SideNavContent>
    </SideNavFrame>
  );
}

const Sidebar = styled.div`
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(3)}`};
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Title = styled.h1`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(1)};
  font-size: 1.25rem;
  ${({ theme }) => theme.media.lg} {
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  ${({ theme }) => theme.media.lg} {
    margin-bottom: ${({ theme }) => theme.space(5)};
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

const NavList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Item = styled(NavLink)`
  ${sideNavItemStyles}
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
  ${({ theme }) => theme.media.lg} {
    justify-content: flex-start;
    border-color: transparent;
    background: transparent;
  }
`;
