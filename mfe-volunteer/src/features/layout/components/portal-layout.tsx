import { useState } from 'react';
import { NavLink, Outlet, useLocation } from '@rescue/router';
import { DASHBOARD_PATHS } from '@rescue/contracts';
import { CloseIcon, MenuIcon, SideNavList, sideNavItemStyles, useSession } from '@rescue/web-kit';
import styled from 'styled-components';
import { useDocumentsStatus } from '../hooks/use-documents-status';
import { DocumentsNotice } from './documents-notice';

const LINKS = [
  { to: DASHBOARD_PATHS.volunteer, label: 'Dashboard', end: true },
  { to: '/voldash/my-cases', label: 'My Cases', end: false },
  { to: '/voldash/available', label: 'Available Cases', end: false },
] as const;

/** Linked in the spec but not built yet: shown, not clickable. */
const COMING_SOON = ['My Activity', 'Notifications'] as const;

const NAV_ID = 'volunteer-portal-nav';

/** The sidebar "Volunteer Portal" beside every /voldash screen; a menu on phones. */
export function PortalLayout() {
  const { logout } = useSession();
  const { unsigned } = useDocumentsStatus();
  const { pathname } = useLocation();
  // The phone menu is open on the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  return (
    <Frame>
      <Sidebar>
        <SidebarTop>
          <Title>Volunteer Portal</Title>
          <MenuToggle
            type="button"
            aria-expanded={open}
            aria-controls={NAV_ID}
            onClick={() => setOpen(!open)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
            Menu
          </MenuToggle>
        </SidebarTop>
        <Nav id={NAV_ID} aria-label="Volunteer Portal" $open={open}>
          <SideNavList>
            {LINKS.map(({ to, label, end }) => (
              <li key={to}>
                <NavItem to={to} end={end}>
                  {label}
                </NavItem>
              </li>
            ))}
            {COMING_SOON.map((label) => (
              <li key={label}>
                <Soon>
                  {label} <SoonTag>Coming soon</SoonTag>
                </Soon>
              </li>
            ))}
            <li>
              {/* Clears the whole session like the header's Logout (the spec's removes only the token). */}
              <LogoutButton type="button" onClick={() => void logout()}>
                Logout
              </LogoutButton>
            </li>
          </SideNavList>
        </Nav>
      </Sidebar>
      <Content>
        {unsigned && <DocumentsNotice />}
        <Outlet />
      </Content>
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  ${({ theme }) => theme.media.lg} {
    flex-direction: row;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(6)};
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const Sidebar = styled.aside`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(6)});
    flex: 0 0 16rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const SidebarTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.25rem;
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  padding: ${({ theme }) => `0 ${theme.space(3)} ${theme.space(3)}`};
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

const NavItem = styled(NavLink)`
  ${sideNavItemStyles}
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Soon = styled.span`
  ${sideNavItemStyles}
  flex-wrap: wrap;
  color: ${({ theme }) => theme.colors.muted};
  cursor: default;
`;

const SoonTag = styled.span`
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  white-space: nowrap;
`;

const LogoutButton = styled.button`
  ${sideNavItemStyles}
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)}`};
  ${({ theme }) => theme.media.lg} {
    padding: 0;
  }
`;
