import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from '@rescue/router';
import styled from 'styled-components';
import { casePathForRole } from '@rescue/contracts';
import { BellIcon, DateTime, kitText, useDismiss, useSession } from '@rescue/web-kit';
import { liveInbox } from './query-client';

export const BELL_EMPTY_TEXT = 'Nothing new yet. Changes to your cases appear here as they happen.';

/**
 * The header's bell, for every role: how many updates arrived (live, only what this person may
 * see) since they last looked, and the latest of them, each opening the case where this role
 * works on it. Opening it marks them seen.
 */
export function NotificationBell() {
  const { user } = useSession();
  const inbox = useSyncExternalStore(
    (listener) => liveInbox.subscribe(listener),
    () => liveInbox.current,
    () => liveInbox.current,
  );
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Opening it marks everything in it seen.
  useEffect(() => {
    if (open) liveInbox.markAllRead();
  }, [open]);
  useDismiss(open, close, wrapper, toggle);

  if (!user) return null;
  const label =
    inbox.unread > 0
      ? kitText.t('bell.unread', { count: inbox.unread })
      : kitText.t('bell.nothingNew');
  return (
    <Wrapper ref={wrapper}>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((current) => !current)}
      >
        <BellIcon width={20} height={20} />
        {inbox.unread > 0 && <Count aria-hidden="true">{inbox.unread}</Count>}
      </Toggle>
      <Panel id={panelId} hidden={!open} aria-label={kitText.t('bell.panel')}>
        {inbox.items.length === 0 ? (
          <Empty>{kitText.t('bell.empty')}</Empty>
        ) : (
          <Items>
            {inbox.items.map((item) => (
              <li key={item.id}>
                <ItemLink
                  to={casePathForRole(user.role, item.incidentId)}
                  onClick={() => setOpen(false)}
                >
                  <span>{item.text}</span>
                  <small>
                    <DateTime at={item.at} />
                  </small>
                </ItemLink>
              </li>
            ))}
          </Items>
        )}
      </Panel>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Count = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: #ffffff;
  font-size: ${({ theme }) => theme.text.xs};
  font-weight: 700;
  line-height: 20px;
`;

const Panel = styled.section`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  right: 0;
  z-index: ${({ theme }) => theme.z.menu};
  width: min(360px, calc(100vw - 2rem));
  max-height: 60vh;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[hidden] {
    display: none;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const ItemLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
