import { Link } from '@rescue/router';
import styled from 'styled-components';
import { dashboardPathForRole } from '@rescue/contracts';
import {
  ChevronDownIcon,
  DisclosureFrame,
  toggleStyles,
  useDisclosure,
  useSession,
  type SessionUser,
} from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';

/** "Hi, name" with a menu holding Dashboard and Logout (spec section 2). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { logout } = useSession();
  const text = shellText.useText();
  const { open, setOpen, panelId, frameRef, toggleProps } = useDisclosure();

  return (
    <DisclosureFrame ref={frameRef}>
      <Toggle {...toggleProps} onClick={() => setOpen((current) => !current)}>
        {text('userMenu.greeting', { name: user.name })}
        <ChevronDownIcon width={16} height={16} />
      </Toggle>
      <Menu id={panelId} hidden={!open}>
        <li>
          <MenuLink to={dashboardPathForRole(user.role)} onClick={() => setOpen(false)}>
            {text('userMenu.dashboard')}
          </MenuLink>
        </li>
        <li>
          <MenuButton
            type="button"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            {text('userMenu.logout')}
          </MenuButton>
        </li>
      </Menu>
    </DisclosureFrame>
  );
}

const Toggle = styled.button`
  ${toggleStyles}
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font: inherit;
  font-weight: 600;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.z.menu};
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[hidden] {
    display: none;
  }
`;

const itemStyles = `
  display: block;
  width: 100%;
  padding: 10px 12px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const MenuLink = styled(Link)`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const MenuButton = styled.button`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
