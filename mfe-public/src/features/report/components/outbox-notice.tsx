import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSession } from '@rescue/web-kit';
import { reportOutbox } from '../api/report-outbox';
import { reportText } from '../i18n/text';

/** How many of the signed-in person's reports wait on this phone for a connection. */
function useQueuedCount(userId: string | undefined): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    const read = () =>
      void reportOutbox.list().then((queued) => {
        if (active) setCount(queued.filter((report) => report.userId === userId).length);
      });
    read();
    const stop = reportOutbox.subscribe(read);
    return () => {
      active = false;
      stop();
    };
  }, [userId]);
  return userId ? count : 0;
}

/** Says plainly that reports made with no signal are kept here and will be sent. */
export function OutboxNotice() {
  const { user } = useSession();
  const count = useQueuedCount(user?.id);
  const say = reportText.useText();
  if (count === 0) return null;
  return (
    <Notice role="status" data-testid="report-outbox">
      {say('report.outbox.waiting', { count })}
    </Notice>
  );
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  line-height: 1.6;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;
