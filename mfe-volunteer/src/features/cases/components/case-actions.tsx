import { useState } from 'react';
import { useNavigate } from '@rescue/router';
import { ASSIGN_SUCCESS_MESSAGE, type VolunteerCaseDetail } from '@rescue/contracts';
import { ApiError, Button, serverMessageOr, toast } from '@rescue/web-kit';
import styled from 'styled-components';
import { assignCase } from '../api/cases-api';
import { HeldCasePanel } from './held-case-panel';

export const ASSIGNED_MESSAGE = 'Successfully assigned to case!';
export const ASSIGN_FAILED_MESSAGE = 'Failed to assign case';
export const TAKEN_BY_OTHER_MESSAGE = 'Another volunteer has already taken this case.';

interface CaseActionsProps {
  item: VolunteerCaseDetail;
  onChange(item: VolunteerCaseDetail): void;
  /** The case changed under us (someone else took it): load it again. */
  onStale(): void;
}

/** "Assign Case to Me", or why not: someone else holds it, it is resolved, or it is yours. */
export function CaseActions({ item, onChange, onStale }: CaseActionsProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function assign() {
    setBusy(true);
    setError(undefined);
    try {
      const result = await assignCase(item.id);
      // The spec's rule: success is this exact confirmation, nothing else.
      if (result.message !== ASSIGN_SUCCESS_MESSAGE) throw new Error(ASSIGN_FAILED_MESSAGE);
      toast.success(ASSIGNED_MESSAGE);
      navigate('/voldash');
    } catch (failure) {
      const message = serverMessageOr(failure, ASSIGN_FAILED_MESSAGE);
      setError(message);
      toast.error(message);
      setBusy(false);
      if (failure instanceof ApiError && failure.status === 409) onStale();
    }
  }

  if (item.assignedToMe) return <HeldCasePanel item={item} onChange={onChange} />;
  if (item.assignedToOther) return <Notice role="status">{TAKEN_BY_OTHER_MESSAGE}</Notice>;
  if (item.status === 'resolved') {
    return <Notice role="status">This case has already been resolved.</Notice>;
  }
  return (
    <Actions>
      <Button size="lg" onClick={assign} disabled={busy}>
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
