import { DASHBOARD_PATHS } from '@rescue/contracts';
import { useNavigate } from '@rescue/router';
import type { VolunteerCaseDetail } from '@rescue/contracts';
import { Button, serverMessageOr, toast, stack } from '@rescue/web-kit';
import styled from 'styled-components';
import { useAssignCase } from '../api/cases-api';
import { HeldCasePanel } from './held-case-panel';
import { volunteerText } from '../../../i18n/text';

/** "Assign Case to Me", or why not: someone else holds it, it is resolved, or it is yours. */
export function CaseActions({
  item,
  signFirst = false,
}: {
  item: VolunteerCaseDetail;
  /** The volunteer cannot take a case yet: documents to sign. */
  signFirst?: boolean;
}) {
  const navigate = useNavigate();
  const text = volunteerText.useText();
  const unsigned = signFirst;
  const assignment = useAssignCase(item.id);
  const busy = assignment.isPending || assignment.isSuccess;

  async function assign() {
    try {
      await assignment.mutateAsync();
      toast.success(text('actions.assigned'));
      void navigate(DASHBOARD_PATHS.volunteer);
    } catch (failure) {
      // Said once, as a toast: a refused case is often re-read as taken, which replaces the
      // button (and anything said beside it).
      toast.error(serverMessageOr(failure, text('actions.assignFailed')));
    }
  }

  if (item.assignedToMe) return <HeldCasePanel item={item} />;
  if (item.assignedToOther) return <Notice role="status">{text('actions.takenByOther')}</Notice>;
  if (item.status === 'resolved') {
    return <Notice role="status">{text('actions.resolved')}</Notice>;
  }
  // An NGO asked this volunteer: its Accept and Decline are the one action (DispatchRequest).
  if (item.dispatchRequest) return null;
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
        {busy ? text('actions.assigning') : text('actions.assign')}
      </Button>
      {unsigned && <Hint id={hintId}>{text('actions.signFirst')}</Hint>}
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
  ${stack(2)}
  align-items: flex-start;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
