import { useState } from 'react';
import styled from 'styled-components';
import type { AuditAction, AuditEntry } from '@rescue/contracts';
import {
  DateTime,
  Badge,
  Button,
  VisuallyHidden,
  usePageTitle,
  type BadgeTone,
  PageHeader,
} from '@rescue/web-kit';
import { AsyncList } from '../../../components/async-list';
import { ACTION_LABELS, AUDIT_MAX, AUDIT_STEP, useAudit } from '../api/audit-api';

const TAKES_AWAY: readonly AuditAction[] = [
  'ngo.reject',
  'account.suspend',
  'account.delete',
  'report.hide',
];

function tone(action: AuditAction): BadgeTone {
  return TAKES_AWAY.includes(action)
    ? 'danger'
    : action === 'report.duplicate'
      ? 'info'
      : 'success';
}

/** /admin/audit: every operator action, newest first: who, what, when and why. */
export function AuditPage() {
  usePageTitle('Audit log');
  const [limit, setLimit] = useState(AUDIT_STEP);
  const audit = useAudit(limit);
  const count = audit.data?.length ?? 0;
  return (
    <>
      <PageHeader
        level={2}
        title="Audit log"
        description="Every action taken in this console, by whom, when and why. Entries cannot be changed."
      />
      <AsyncList
        state={audit}
        loadingLabel="Loading the audit log…"
        failure="Failed to load the audit log"
        emptyTitle="Nothing has been done yet"
        emptyMessage="Verifications, suspensions and moderation show here as they happen."
      >
        {(entries) => (
          <>
            <Table>
              <VisuallyHidden as="caption">Operator actions, newest first</VisuallyHidden>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Why</th>
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
                  Show older entries
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
  return (
    <tr>
      <td data-label="When">
        <DateTime at={entry.at} />
      </td>
      <td data-label="Who">{entry.actor.name}</td>
      <td data-label="What">
        <What>
          <Badge $tone={tone(entry.action)}>{ACTION_LABELS[entry.action] ?? entry.action}</Badge>
          <span>{entry.target.label}</span>
        </What>
      </td>
      <td data-label="Why">{entry.reason ?? '—'}</td>
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
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  tbody tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  @media (min-width: 768px) {
    td[data-label='When'] {
      white-space: nowrap;
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
