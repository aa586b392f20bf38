import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '@rescue/router';
import styled, { css } from 'styled-components';
import {
  APP_NAME,
  CloseIcon,
  inlineRow,
  LanguageSwitcher,
  LinkButton,
  MenuIcon,
  setAreaMenuSlot,
  stack,
  toggleStyles,
  useSession,
} from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';
import { saveLanguageChoice } from '../language-sync';
import { EmergencyBanner } from './emergency-banner';
import { UserMenu } from './user-menu';

// The bell comes with the server-data entry (TanStack Query and the live stream): loaded only
// once someone is logged in, so a visitor's pages never carry it.
const NotificationBell = lazy(() =>
  import('@rescue/web-kit/query').then((module) => ({ default: module.NotificationBell })),
);
// Reads the profile's language through the same entry, so it comes with the bell.
const ProfileLanguage = lazy(() => import('../profile-language'));

const NAV_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/report-incident', label: 'nav.report' },
  { to: '/volunteer', label: 'nav.volunteer' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
] as const;

const MENU_ID = 'site-menu';

/**
 * Banner, brand, main navigation and the account links; collapses into a menu on phones, the
 * screen's only one: an area's own links (a dashboard's sidebar) join it there, first.
 */
export function SiteHeader() {
  const { user } = useSession();
  const text = shellText.useText();
  const { pathname } = useLocation();
  // The phone menu is open on the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  // And Escape closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Header>
      <EmergencyBanner />
      <Bar>
        <Brand to="/">
          <Logo aria-hidden="true">♥</Logo> {APP_NAME}
        </Brand>
        {/* In the bar, not the phone menu: a reader who cannot read the page finds it at once. */}
        <LanguageSlot>
          <LanguageSwitcher onChosen={(language) => saveLanguageChoice(user?.id, language)} />
        </LanguageSlot>
        {user && (
          // In the bar, not the phone menu: the count shows without opening anything.
          <BellSlot>
            <Suspense fallback={null}>
              <NotificationBell />
              <ProfileLanguage key={user.id} userId={user.id} />
            </Suspense>
          </BellSlot>
        )}
        <MenuToggle
          type="button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={text(open ? 'menu.close' : 'menu.open')}
          onClick={() => setOpen(!open)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </MenuToggle>
        <Panel id={MENU_ID} $open={open}>
          <AreaMenu ref={setAreaMenuSlot} />
          <nav aria-label={text('nav.main')}>
            <NavList>
              {NAV_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <NavItem to={to} end>
                    {text(label)}
                  </NavItem>
                </li>
              ))}
            </NavList>
          </nav>
          <Account>
            {user ? (
              <UserMenu user={user} />
            ) : (
              <>
                <LinkButton to="/login" variant="ghost">
                  {text('account.login')}
                </LinkButton>
                <LinkButton to="/register">{text('account.register')}</LinkButton>
              </>
            )}
          </Account>
        </Panel>
      </Bar>
    </Header>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 1.25rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Logo = styled.span`
  color: ${({ theme }) => theme.colors.brand};
`;

const BellSlot = styled.div`
  ${({ theme }) => theme.media.lg} {
    order: 3;
  }
`;

const LanguageSlot = styled.div`
  margin-left: auto;
  ${({ theme }) => theme.media.lg} {
    order: 2;
    margin-left: 0;
  }
`;

const MenuToggle = styled.button`
  ${toggleStyles}
  justify-content: center;
  width: 44px;
  height: 44px;
  background: transparent;
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  /* An area's links above the site's: it scrolls rather than running off a short screen. */
  max-height: 75vh;
  overflow-y: auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${({ theme }) => theme.media.lg} {
    display: flex;
    position: static;
    flex: 1;
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    max-height: none;
    overflow: visible;
    padding: 0;
    box-shadow: none;
  }
`;

/** Where the area on screen puts its links (DashboardLayout); its sidebar has them from 1024 px. */
const AreaMenu = styled.div`
  &:empty {
    display: none;
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const NavList = styled.ul`
  ${stack(1)}
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} {
    flex-direction: row;
    margin-left: ${({ theme }) => theme.space(6)};
  }
`;

const NavItem = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  ${({ theme }) => css`
    &[aria-current='page'] {
      color: ${theme.colors.brand};
      box-shadow: inset 0 -3px 0 ${theme.colors.brand};
    }
  `}
`;

const Account = styled.div`
  ${inlineRow(2)}
`;
