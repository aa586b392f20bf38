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
export function CaseActions({
  item,
  signFirst,
}: {
  item: VolunteerCaseDetail;
  /** Why the volunteer cannot take a case yet (documents to sign), when that is so. */
  signFirst?: string | null;
}) {
  const navigate = useNavigate();
  const unsigned = !!signFirst;
  const assignment = useAssignCase(item.id);
  const busy = assignment.isPending || assignment.isSuccess;

  async function assign() {
    try {
      await assignment.mutateAsync();
      toast.success(ASSIGNED_MESSAGE);
      void navigate(DASHBOARD_PATHS.volunteer);
    } catch (failure) {
      // Said once, as a toast: a refused case is often re-read as taken, which replaces the
      // button (and anything said beside it).
      toast.error(serverMessageOr(failure, ASSIGN_FAILED_MESSAGE));
    }
  }

  if (item.assignedToMe) return <HeldCasePanel item={item} />;
  if (item.assignedToOther) return <Notice role="status">{TAKEN_BY_OTHER_MESSAGE}</Notice>;
  if (item.status === 'resolved') {
    return <Notice role="status">This case has already been resolved.</Notice>;
  }
  // A volunteer who has not signed cannot take a case (the server refuses it): the button says
  // why before it is pressed instead of failing after.
  const hintId = `assign-hint-${item.id}`;
  return (
    <Actions>
      <Button
        size="lg"
        onClick={() => void assign()}
        disabled={busy || unsigned}
        aria-describedby={unsigned ? hintId : undefined}
      >
        {busy ? 'Assigning...' : 'Assign Case to Me'}
      </Button>
      {unsigned && <Hint id={hintId}>{signFirst}, from the notice above.</Hint>}
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

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
