import { DASHBOARD_PATHS } from '@rescue/contracts';
import { useNavigate } from '@rescue/router';
import type { VolunteerCaseDetail } from '@rescue/contracts';
import { Button, serverMessageOr, toast } from '@rescue/web-kit';
import styled from 'styled-components';
import { useAssignCase } from '../api/cases-api';
import { HeldCasePanel } from './held-case-panel';

import { ASSIGN_FAILED_MESSAGE } from '../api/cases-api';

export const ASSIGNED_MESSAGE = 'Successfully assigned to case!';
export const TAKEN_BY_OTHER_MESSAGE = 'Another volunteer has already taken this case.';

/** "Assign Case to Me", or why not: someone else holds it, it is resolved, or it is yours. */
export function CaseActions({ item }: { item: VolunteerCaseDetail }) {
  const navigate = useNavigate();
  const assignment = useAssignCase(item.id);
  const busy = assignment.isPending || assignment.isSuccess;
  const error = assignment.error ? serverMessageOr(assignment.error, ASSIGN_FAILED_MESSAGE) : null;

  async function assign() {
    try {
      await assignment.mutateAsync();
      toast.success(ASSIGNED_MESSAGE);
      void navigate(DASHBOARD_PATHS.volunteer);
    } catch (failure) {
      toast.error(serverMessageOr(failure, ASSIGN_FAILED_MESSAGE));
    }
  }

  if (item.assignedToMe) return <HeldCasePanel item={item} />;
  if (item.assignedToOther) return <Notice role="status">{TAKEN_BY_OTHER_MESSAGE}</Notice>;
  if (item.status === 'resolved') {
    return <Notice role="status">This case has already been resolved.</Notice>;
  }
  return (
    <Actions>
      <Button size="lg" onClick={() => void assign()} disabled={busy}>
        {busy ? 'Assigning...' : 'Assign Case to Me'}
      </Button>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Actions>
  );
}

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
