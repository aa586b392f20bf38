import { useEffect, useState } from 'react';
import * as tanstack from '@tanstack/react-query';
import { Link } from '@rescue/router';
import styled from 'styled-components';
import { casePathForRole, type Notification, type Role } from '@rescue/contracts';
import {
  BellIcon,
  Button,
  kitText,
  languageStore,
  DisclosureFrame,
  useDisclosure,
  useSession,
  spreadRow,
  toggleStyles,
  stack,
} from '@rescue/web-kit';
import { DateTime, areasText } from '@rescue/web-kit/areas';
import { callOperation } from './operation-client';
import { liveInbox, pollUnlessLive, queryClient } from './query-client';

export const BELL_EMPTY_TEXT = 'Nothing new yet. Changes to your cases appear here as they happen.';

/** How many of the latest notifications the bell shows; the centre's page lists them all. */
export const BELL_SIZE = 10;
const CENTRE_PAGE_SIZE = 20;
/** While the live stream is down, the centre is asked again this often. */
const CENTRE_POLL_MS = 30_000;

/** The stored centre's queries (GET /api/notifications), per account. */
export const notificationKeys = {
  all: ['notifications'] as const,
  latest: (userId: string) => ['notifications', userId, 'latest'] as const,
  pages: (userId: string) => ['notifications', userId, 'pages'] as const,
};

/**
 * After a live event the centre is asked again at once and a few times more: the
 * notifications service stores its notice a moment after the change it follows from the
 * incidents' feed, which the live stream may well beat.
 */
const REFRESH_AFTER_EVENT_MS = [0, 500, 1500, 4000];

const refreshCentre = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

/**
 * A live event may be a new stored notification: the centre is asked again (the stream
 * only bumps it; the count and the items are always the server's). So it is after a language
 * switch: the server words the titles in the page's language (Accept-Language).
 */
function useRefreshCentre(): void {
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stopLanguage = languageStore.subscribe(() => void refreshCentre());
    const stop = liveInbox.subscribe(() => {
      for (const delay of REFRESH_AFTER_EVENT_MS) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void refreshCentre();
        }, delay);
        timers.add(timer);
      }
    });
    return () => {
      stop();
      stopLanguage();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
}

async function markRead(body: { ids: string[] } | { all: true }) {
  const answer = await callOperation('notifications.read', { body });
  await refreshCentre();
  return answer;
}

/**
 * The header's bell, for every role: the person's stored notification centre (what arrived
 * also while they were away), its unread count from the server and the latest items, each
 * opening the case where this role works on it. Opening it marks those shown read; a live
 * event asks the centre again.
 */
export function NotificationBell() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const latest = tanstack.useQuery(
    {
      queryKey: notificationKeys.latest(userId),
      queryFn: () => callOperation('notifications.list', { query: { limit: BELL_SIZE } }),
      enabled: Boolean(user),
      refetchInterval: pollUnlessLive(CENTRE_POLL_MS),
    },
    queryClient,
  );
  useRefreshCentre();
  const { open, setOpen, close, panelId, frameRef, toggleProps } = useDisclosure();
  const items = latest.data?.data ?? [];
  const unread = latest.data?.unreadCount ?? 0;
  const unreadShown = items.filter((item) => !item.read).map((item) => item.id);
  const unreadKey = unreadShown.join(',');
  // What was unread when the panel opened stays marked new while it is open (it is marked
  // read on the server at once).
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());

  // Opening it marks what it shows read (the rest stay counted until seen on the page).
  useEffect(() => {
    if (!open || unreadKey === '') return;
    markRead({ ids: unreadKey.split(',') }).catch(() => {
      // Not marked this time: the count stays and the next opening tries again.
    });
  }, [open, unreadKey]);

  if (!user) return null;
  const label =
    unread > 0 ? areasText.t('bell.unread', { count: unread }) : areasText.t('bell.nothingNew');
  return (
    <DisclosureFrame ref={frameRef}>
      <Toggle
        {...toggleProps}
        aria-label={label}
        onClick={() => {
          setFresh(open ? new Set() : new Set(unreadShown));
          setOpen(!open);
        }}
      >
        <BellIcon width={20} height={20} />
        {unread > 0 && <Count aria-hidden="true">{unread}</Count>}
      </Toggle>
      <Panel id={panelId} hidden={!open} aria-label={areasText.t('bell.panel')}>
        {items.length === 0 ? (
          <Empty>{areasText.t('bell.empty')}</Empty>
        ) : (
          <Items>
            {items.map((item) => (
              <li key={item.id}>
                <NotificationLink
                  item={item}
                  role={user.role}
                  isNew={!item.read || fresh.has(item.id)}
                  onClick={close}
                />
              </li>
            ))}
          </Items>
        )}
      </Panel>
    </DisclosureFrame>
  );
}

/** One notification, the bell's and the page's: a link to its case, marked while new. */
function NotificationLink(props: {
  item: Notification;
  role: Role;
  isNew: boolean;
  onClick?: () => void;
}) {
  const { item, role, isNew, onClick } = props;
  return (
    <ItemLink
      to={casePathForRole(role, item.incidentId)}
      onClick={onClick}
      data-unread={isNew || undefined}
    >
      <span>
        {isNew && <NewMark>{kitText.t('centre.new')}</NewMark>}
        {item.title}
      </span>
      <small>
        <DateTime at={item.createdAt} />
      </small>
    </ItemLink>
  );
}

/**
 * The Notifications page's body, for every role: the whole stored centre, newest first and
 * page by page, unread ones marked, with "Mark all as read".
 */
export function NotificationCentre() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const pages = tanstack.useInfiniteQuery(
    {
      queryKey: notificationKeys.pages(userId),
      queryFn: ({ pageParam }) =>
        callOperation('notifications.list', {
          query: { limit: CENTRE_PAGE_SIZE, cursor: pageParam },
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      enabled: Boolean(user),
      refetchInterval: pollUnlessLive(CENTRE_POLL_MS),
    },
    queryClient,
  );
  useRefreshCentre();
  const [marking, setMarking] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!user) return null;
  if (pages.isPending) return <Empty role="status">{kitText.t('centre.loading')}</Empty>;
  if (pages.isError) return <Empty role="alert">{kitText.t('centre.failed')}</Empty>;
  const items = pages.data.pages.flatMap((page) => page.data);
  const unread = pages.data.pages[0]?.unreadCount ?? 0;

  const markAll = () => {
    setMarking(true);
    setFailed(false);
    markRead({ all: true })
      .catch(() => setFailed(true))
      .finally(() => setMarking(false));
  };

  return (
    <Centre aria-label={kitText.t('centre.list')}>
      <CentreBar>
        <p role="status">
          {unread > 0 ? kitText.t('centre.unread', { count: unread }) : kitText.t('centre.allRead')}
        </p>
        {unread > 0 && (
          <Button type="button" variant="secondary" onClick={markAll} disabled={marking}>
            {kitText.t('centre.markAll')}
          </Button>
        )}
      </CentreBar>
      {failed && <p role="alert">{kitText.t('centre.markFailed')}</p>}
      {items.length === 0 ? (
        <Empty>{kitText.t('centre.empty')}</Empty>
      ) : (
        <CentreItems>
          {items.map((item) => (
            <li key={item.id}>
              <NotificationLink item={item} role={user.role} isNew={!item.read} />
            </li>
          ))}
        </CentreItems>
      )}
      {pages.hasNextPage && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
        >
          {kitText.t('centre.more')}
        </Button>
      )}
    </Centre>
  );
}

const Toggle = styled.button`
  ${toggleStyles}
  position: relative;
  justify-content: center;
  width: 44px;
  height: 44px;
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
  ${stack(1)}
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

const NewMark = styled.strong`
  margin-right: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.text.xs};
  text-transform: uppercase;
`;

const Centre = styled.section`
  ${stack(3)}
  align-items: flex-start;
`;

const CentreBar = styled.div`
  ${spreadRow}
  width: 100%;
  p {
    margin: 0;
  }
`;

const CentreItems = styled(Items)`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  a[data-unread] {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
