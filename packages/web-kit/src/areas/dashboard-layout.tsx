import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, Outlet, useLocation } from '@rescue/router';
import styled, { css } from 'styled-components';
import { SideNavContent, SideNavFrame, SideNavList, sideNavItemStyles } from './side-nav';
import { toast, toggleStyles, CloseIcon, MenuIcon, useAreaMenuSlot } from '@rescue/web-kit';
import { areasText } from './areas-text';

/** Why a sidebar entry cannot be opened yet; shown beside it and said when it is clicked. */
export type DashboardNavUnavailable = 'coming-soon' | 'under-development';

export interface DashboardNavItem {
  label: string;
  to: string;
  /** Current only on this exact path (the dashboard home is above every other page). */
  end?: boolean;
  unavailable?: DashboardNavUnavailable;
  /**
   * Not clickable at all (the volunteer portal's My Activity): plain text marked aria-disabled,
   * neither a link nor a button, so it takes no focus and says nothing; it keeps its tag
   * ("Soon") when `unavailable` gives one. Without it an unavailable entry is a button that
   * says, as a toast, that it is coming.
   */
  disabled?: boolean;
}

/** The info toast of an entry not built yet: "Analytics is coming soon". */
export function unavailableMessage(item: DashboardNavItem): string {
  return areasText.t(
    item.unavailable === 'coming-soon' ? 'nav.comingSoonToast' : 'nav.inDevelopmentToast',
    { label: item.label },
  );
}

const unavailableTag = (why: DashboardNavUnavailable) =>
  areasText.t(why === 'coming-soon' ? 'nav.soon' : 'nav.inDevelopment');

export interface DashboardLayoutProps {
  /** The area's name, its h1: "NGO Dashboard". */
  title: string;
  items: readonly DashboardNavItem[];
  /** Actions below the links (the volunteer portal's Logout). */
  actions?: ReactNode;
  /** Above every screen of the area (a notice the whole area needs). */
  banner?: ReactNode;
  /** The screen; the nested routes when omitted. */
  children?: ReactNode;
}

/**
 * Every signed-in area's frame (NGO dashboard, volunteer portal, operator console): a sidebar
 * titled with the area beside the screens from 1024 px; below that, a bar with the title and a
 * Menu button opening the same links in a drawer, which closes after navigating, on Escape
 * and on a tap outside it. One design: the areas pass their links, not their own sidebar.
 * Under the shell's header (which offers a place in its menu, useAreaMenuSlot), a phone shows
 * one menu: the links go in the header's menu and the area shows no Menu bar of its own.
 */
export function DashboardLayout({ title, items, actions, banner, children }: DashboardLayoutProps) {
  const { pathname } = useLocation();
  areasText.useText(); // re-render on a language switch
  // The drawer is open on the page it was opened on: following a link (or Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const ids = useId();
  const titleId = `${ids}-title`;
  const drawerId = `${ids}-drawer`;
  // The shell header's menu, where the links go below 1024 px; without it, the area's drawer.
  const headerMenu = useAreaMenuSlot();
  const docked = headerMenu !== null;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) menuButton.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const links = (
    <SideNavList>
      {items.map((item) => (
        <li key={item.to}>
          {item.disabled ? (
            <StaticItem aria-disabled="true">
              {item.label}
              {item.unavailable && <Tag>{unavailableTag(item.unavailable)}</Tag>}
            </StaticItem>
          ) : item.unavailable ? (
            <Item
              as="button"
              type="button"
              aria-disabled="true"
              onClick={() => toast.info(unavailableMessage(item))}
            >
              {item.label}
              <Tag>{unavailableTag(item.unavailable)}</Tag>
            </Item>
          ) : (
            <Item as={NavLink} to={item.to} end={item.end} onClick={() => close(false)}>
              {item.label}
            </Item>
          )}
        </li>
      ))}
    </SideNavList>
  );

  return (
    <SideNavFrame>
      <Sidebar $docked={docked}>
        <Bar>
          <Title id={titleId}>{title}</Title>
          {!docked && (
            <MenuButton
              ref={menuButton}
              type="button"
              aria-expanded={open}
              aria-controls={drawerId}
              onClick={() => setOpen(true)}
            >
              <MenuIcon />
              {areasText.t('nav.menu')}
            </MenuButton>
          )}
        </Bar>
        {open && <Backdrop aria-hidden="true" onClick={() => close(false)} />}
        <Drawer id={drawerId} $open={open} $docked={docked}>
          <DrawerHeader>
            <span aria-hidden="true">{title}</span>
            <IconButton
              ref={closeButton}
              type="button"
              aria-label={areasText.t('nav.closeMenu')}
              onClick={() => close(true)}
            >
              <CloseIcon />
            </IconButton>
          </DrawerHeader>
          <nav aria-labelledby={titleId}>{links}</nav>
          {actions && <Actions>{actions}</Actions>}
        </Drawer>
      </Sidebar>
      {headerMenu &&
        createPortal(
          <HeaderMenuPart>
            <HeaderMenuTitle aria-hidden="true">{title}</HeaderMenuTitle>
            <nav aria-labelledby={titleId}>{links}</nav>
            {actions}
          </HeaderMenuPart>,
          headerMenu,
        )}
      <SideNavContent>
        {banner}
        {children ?? <Outlet />}
      </SideNavContent>
    </SideNavFrame>
  );
}

/** A sidebar action (a button) styled as its links are. */
export const DashboardNavAction = styled.button`
  ${sideNavItemStyles}
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const DRAWER_WIDTH = '280px';

const Sidebar = styled.div<{ $docked: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* Links in the header's menu: on a phone the area's name is read, not drawn (the menu shows
     it above the links), leaving the screen's height to the screen. */
  ${({ $docked, theme }) =>
    $docked &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
      ${theme.media.lg} {
        position: static;
        width: auto;
        height: auto;
        overflow: visible;
        clip: auto;
        white-space: normal;
      }
    `}
  ${({ theme }) => theme.media.lg} {
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(5)} ${theme.space(3)}`};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.25rem;
`;

const iconButton = css`
  ${toggleStyles}
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  font: inherit;
  font-weight: 600;
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const MenuButton = styled.button`
  ${iconButton}
`;

const IconButton = styled.button`
  ${iconButton}
  padding: 0;
  width: 44px;
  justify-content: center;
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.menu};
  background: rgba(31, 35, 40, 0.45);
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const Drawer = styled.div<{ $open: boolean; $docked: boolean }>`
  display: ${({ $docked }) => ($docked ? 'none' : 'block')};
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.z.menu};
  width: ${DRAWER_WIDTH};
  max-width: 85vw;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transition:
    transform 200ms ease,
    visibility 200ms;
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  ${({ theme }) => theme.media.lg} {
    position: static;
    width: auto;
    max-width: none;
    padding: ${({ theme }) => `0 ${theme.space(3)} ${theme.space(6)}`};
    background: transparent;
    box-shadow: none;
    display: block;
    transform: none;
    visibility: visible;
  }
`;

/** The area's links in the shell header's phone menu, above the site's own. */
const HeaderMenuPart = styled.div`
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeaderMenuTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.text.sm};
  font-weight: 700;
`;

const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: 1.125rem;
  font-weight: 700;
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const Item = styled.a`
  ${sideNavItemStyles}
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.brand};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

/** A disabled entry: the look of the others, muted, and nothing happens on it. */
const StaticItem = styled.span`
  ${sideNavItemStyles}
  color: ${({ theme }) => theme.colors.muted};
  cursor: default;
`;

const Tag = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
`;
