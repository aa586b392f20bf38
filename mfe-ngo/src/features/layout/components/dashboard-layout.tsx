import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet } from '@rescue/router';
import styled, { css } from 'styled-components';
import {
  CloseIcon,
  MenuIcon,
  SideNavContent,
  SideNavFrame,
  SideNavList,
  sideNavItemStyles,
  toast,
} from '@rescue/web-kit';
import { NAV_ITEMS, unavailableMessage } from '../utils/nav-items';

const TITLE_ID = 'ngo-dashboard-title';
const DRAWER_ID = 'ngo-dashboard-sidebar';

/**
 * The sidebar titled NGO Dashboard beside the nested screens. From 1024 px it is a column;
 * below, a 280 px drawer opened from the Menu button that closes after navigating, on
 * Escape and on a tap outside it.
 */
export function DashboardLayout() {
  const [open, setOpen] = useState(false);
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
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <SideNavFrame>
      <Sidebar>
        <Bar>
          <Title id={TITLE_ID}>NGO Dashboard</Title>
          <MenuButton
            ref={menuButton}
            type="button"
            aria-expanded={open}
            aria-controls={DRAWER_ID}
            onClick={() => setOpen(true)}
          >
            <MenuIcon />
            Menu
          </MenuButton>
        </Bar>
        {open && <Backdrop aria-hidden="true" onClick={() => close(false)} />}
        <Drawer id={DRAWER_ID} $open={open}>
          <DrawerHeader>
            <span aria-hidden="true">NGO Dashboard</span>
            <IconButton
              ref={closeButton}
              type="button"
              aria-label="Close menu"
              onClick={() => close(true)}
            >
              <CloseIcon />
            </IconButton>
          </DrawerHeader>
          <nav aria-labelledby={TITLE_ID}>
            <SideNavList>
              {NAV_ITEMS.map((item) => (
                <li key={item.path}>
                  {item.status === 'active' ? (
                    <Item as={NavLink} to={item.path} end={item.end} onClick={() => close(false)}>
                      {item.title}
                    </Item>
                  ) : (
                    <Item
                      as="button"
                      type="button"
                      aria-disabled="true"
                      onClick={() => toast.info(unavailableMessage(item))}
                    >
                      {item.title}
                      <Tag>{item.status === 'coming-soon' ? 'Soon' : 'In development'}</Tag>
                    </Item>
                  )}
                </li>
              ))}
            </SideNavList>
          </nav>
        </Drawer>
      </Sidebar>
      <SideNavContent>
        <Outlet />
      </SideNavContent>
    </SideNavFrame>
  );
}

const DRAWER_WIDTH = '280px';

const Sidebar = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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

const Drawer = styled.div<{ $open: boolean }>`
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
    transform: none;
    visibility: visible;
  }
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
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

const Tag = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
`;
