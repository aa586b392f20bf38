import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, stack, useSession } from '@rescue/web-kit';
import { reportOutbox, sendableBy, type QueuedReport } from '../api/report-outbox';
import { reportText } from '../i18n/text';
import { softPanel } from '../../../components/soft-panel';

/** The outbox as this page sees it, read again whenever it changes. */
function useOutbox(userId: string | null): QueuedReport[] {
  const [reports, setReports] = useState<QueuedReport[]>([]);
  useEffect(() => {
    let active = true;
    const read = () =>
      void reportOutbox.list().then((queued) => {
        if (active) setReports(queued);
      });
    read();
    const stop = reportOutbox.subscribe(read);
    return () => {
      active = false;
      stop();
    };
  }, [userId]);
  return reports;
}

/**
 * Says plainly that reports made with no signal are kept here and will be sent; and, once a
 * report made without an account is sent, its follow link (shown once by the server), until
 * the person says they have kept it.
 */
export function OutboxNotice() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const reports = useOutbox(userId);
  const say = reportText.useText();
  const count = reports.filter(sendableBy(userId)).length;
  const sent = reports.filter((report) => report.sent);
  return (
    <>
      {count > 0 && (
        <Notice role="status" data-testid="report-outbox">
          {say('report.outbox.waiting', { count })}
        </Notice>
      )}
      {sent.map(({ idempotencyKey, sent: link }) => (
        <Sent key={idempotencyKey} role="status" data-testid="report-outbox-sent">
          <strong>{say('anonymous.sent')}</strong>
          <span>{say('anonymous.keepLink')}</span>
          <a href={link!.followUrl} data-testid="follow-link">
            {link!.followUrl}
          </a>
          {link!.email && <span>{say('anonymous.emailed', { email: link!.email })}</span>}
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void reportOutbox.remove(idempotencyKey)}
            >
              {say('report.outbox.keptLink')}
            </Button>
          </div>
        </Sent>
      ))}
    </>
  );
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  line-height: 1.6;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const Sent = styled.div`
  ${stack(2)}
  margin: 0 0 ${({ theme }) => theme.space(4)};
  ${softPanel('success')}
  a {
    overflow-wrap: anywhere;
  }
`;
