import { useState } from 'react';
import styled from 'styled-components';
import type { AuditAction, AuditEntry } from '@rescue/contracts';
import {
  Badge,
  Button,
  VisuallyHidden,
  usePageTitle,
  type BadgeTone,
  PageHeader,
} from '@rescue/web-kit';
import { DateTime } from '@rescue/web-kit/areas';
import { AsyncList } from '../../../components/async-list';
import { adminText, type AdminTextKey } from '../../../i18n/text';
import { AUDIT_MAX, AUDIT_STEP, useAudit } from '../api/audit-api';

const TAKES_AWAY: readonly AuditAction[] = [
  'ngo.reject',
  'account.suspend',
  'account.delete',
  'report.hide',
];

/** What each action is called in the log. */
const ACTION_KEYS: Record<AuditAction, AdminTextKey> = {
  'ngo.verify': 'audit.action.ngoVerify',
  'ngo.reject': 'audit.action.ngoReject',
  'account.suspend': 'audit.action.accountSuspend',
  'account.restore': 'audit.action.accountRestore',
  'account.role': 'audit.action.accountRole',
  'account.delete': 'audit.action.accountDelete',
  'report.hide': 'audit.action.reportHide',
  'report.restore': 'audit.action.reportRestore',
  'report.duplicate': 'audit.action.reportDuplicate',
};

function tone(action: AuditAction): BadgeTone {
  return TAKES_AWAY.includes(action)
    ? 'danger'
    : action === 'report.duplicate'
      ? 'info'
      : 'success';
}

/** /admin/audit: every operator action, newest first: who, what, when and why. */
export function AuditPage() {
  const text = adminText.useText();
  usePageTitle(text('audit.title'));
  const [limit, setLimit] = useState(AUDIT_STEP);
  const audit = useAudit(limit);
  const count = audit.data?.length ?? 0;
  return (
    <>
      <PageHeader level={2} title={text('audit.title')} description={text('audit.description')} />
      <AsyncList
        state={audit}
        loadingLabel={text('audit.loading')}
        failure={text('audit.failure')}
        emptyTitle={text('audit.empty.title')}
        emptyMessage={text('audit.empty.message')}
      >
        {(entries) => (
          <>
            <Table>
              <VisuallyHidden as="caption">{text('audit.caption')}</VisuallyHidden>
              <thead>
                <tr>
                  <th scope="col">{text('audit.column.when')}</th>
                  <th scope="col">{text('audit.column.who')}</th>
                  <th scope="col">{text('audit.column.what')}</th>
                  <th scope="col">{text('audit.column.why')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <AuditRow key={entry._id} entry={entry} />
                ))}
              </tbody>
            </Table>
            {count >= limit && limit < AUDIT_MAX && (
              <More>
                <Button variant="secondary" onClick={() => setLimit(limit + AUDIT_STEP)}>
                  {text('audit.more')}
                </Button>
              </More>
            )}
          </>
        )}
      </AsyncList>
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const text = adminText.useText();
  // The action's name in the page's language; an action this build does not know, as it is.
  const key = ACTION_KEYS[entry.action] as AdminTextKey | undefined;
  const action = key ? text(key) : entry.action;
  return (
    <tr>
      {/* The data-labels are the cells' headings on a phone (td::before). */}
      <td data-label={text('audit.column.when')}>
        <DateTime at={entry.at} />
      </td>
      <td data-label={text('audit.column.who')}>{entry.actor.name}</td>
      <td data-label={text('audit.column.what')}>
        <What>
          <Badge $tone={tone(entry.action)}>{action}</Badge>
          <span>{entry.target.label}</span>
        </What>
      </td>
      <td data-label={text('audit.column.why')}>{entry.reason ?? '—'}</td>
    </tr>
  );
}

/** A table from 768 px; below, each row is a small card with its labels. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th {
    text-align: left;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
    /* A heading is one word: never broken inside it ("Wh/y"). */
    white-space: nowrap;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    vertical-align: top;
  }
  td {
    overflow-wrap: anywhere;
  }
  tbody tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  @media (min-width: 768px) {
    td:first-child {
      white-space: nowrap;
    }
    /* overflow-wrap: anywhere lets a column shrink to one letter; the reason keeps some room. */
    td:last-child {
      min-width: 12rem;
    }
  }
  @media (max-width: 767.98px) {
    thead {
      display: none;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tbody {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space(3)};
    }
    tbody tr {
      padding: ${({ theme }) => theme.space(3)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius.lg};
    }
    td {
      padding: ${({ theme }) => theme.space(1)} 0;
    }
    td::before {
      content: attr(data-label);
      display: block;
      font-size: 0.75rem;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
  }
`;

const What = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(5)};
`;
