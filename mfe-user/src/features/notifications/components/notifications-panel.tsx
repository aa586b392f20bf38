import { Spinner, stackedList } from '@rescue/web-kit';
import { DateTime } from '@rescue/web-kit/areas';
import { isAwaitingData } from '@rescue/web-kit/query';
import styled from 'styled-components';
import { useNotifications } from '../api/notifications-api';
import { userText } from '../../../i18n/text';

export function NotificationsPanel({ id }: { id: string }) {
  const text = userText.useText();
  const notifications = useNotifications();
  const { data, error } = notifications;
  const loading = isAwaitingData(notifications);

  return (
    <Panel id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text('notifications.title')}</h2>
      {loading && <Spinner label={text('notifications.loading')} size={24} />}
      {error && !data && !loading && (
        <ErrorText role="alert">{text('notifications.failed')}</ErrorText>
      )}
      {data?.length === 0 && <p>{text('notifications.empty')}</p>}
      {data && data.length > 0 && (
        <List aria-live="polite">
          {data.map((note) => (
            <li key={note._id}>
              <span>{note.text}</span>
              <DateTime at={note.createdAt} />
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  ${stackedList}
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
