import styled from 'styled-components';
import type { ContactMessage } from '@rescue/contracts';
import { Badge, Button, withNodes } from '@rescue/web-kit';
import { DateTime } from '@rescue/web-kit/areas';
import { CardActions, Muted, RecordCard } from '../../../components/card-list';
import { adminText } from '../../../i18n/text';

interface MessageCardProps {
  message: ContactMessage;
  busy: boolean;
  onHandled(): void;
}

/** One message from the contact page: who wrote, when, what; and whether it is dealt with. */
export function MessageCard({ message, busy, onHandled }: MessageCardProps) {
  const text = adminText.useText();
  return (
    <RecordCard
      id={`message-${message._id}`}
      title={message.subject}
      badges={
        message.handledAt ? (
          <Badge $tone="success">{text('inbox.badge.handled')}</Badge>
        ) : (
          <Badge $tone="warning">{text('inbox.badge.open')}</Badge>
        )
      }
    >
      <Muted>
        {withNodes(text('inbox.from'), {
          name: <strong>{message.name}</strong>,
          email: <a href={`mailto:${message.email}`}>{message.email}</a>,
          date: <DateTime at={message.createdAt} />,
        })}
      </Muted>
      <Body>{message.message}</Body>
      {message.handledAt ? (
        <Muted>
          {withNodes(text('inbox.handledBy'), {
            name: message.handledBy ?? '—',
            date: <DateTime at={message.handledAt} />,
          })}
        </Muted>
      ) : (
        <CardActions>
          <Button onClick={onHandled} disabled={busy}>
            {busy ? text('inbox.handle.busy') : text('inbox.handle')}
          </Button>
        </CardActions>
      )}
    </RecordCard>
  );
}

const Body = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
