import { useState } from 'react';
import { DOCUMENT_TYPES, type SigningUrlResponse } from '@rescue/contracts';
import { Button, api, serverMessageOr, toast, useSession } from '@rescue/web-kit';
import styled from 'styled-components';

export const SIGN_FIRST_MESSAGE = 'Please sign the volunteer documents before taking a case';
const SIGNING_FAILED_MESSAGE = 'Failed to initiate document signing';

/** Asks a volunteer who has not signed yet to do so, and takes them to the signing page. */
export function DocumentsNotice() {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);

  async function sign() {
    if (!user) return;
    setBusy(true);
    try {
      const { redirectUrl } = await api.post<SigningUrlResponse>(
        '/api/docusign/create-signing-url',
        { json: { userId: user.id, documentType: DOCUMENT_TYPES.volunteer } },
      );
      window.location.assign(redirectUrl);
    } catch (error) {
      toast.error(serverMessageOr(error, SIGNING_FAILED_MESSAGE));
      setBusy(false);
    }
  }

  return (
    <Notice role="status">
      <span>{SIGN_FIRST_MESSAGE}.</span>
      <Button size="sm" onClick={() => void sign()} disabled={busy}>
        {busy ? 'Processing...' : 'Sign Documents'}
      </Button>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
`;
