import { Button, serverMessageOr, toast, useSession, spreadRow } from '@rescue/web-kit';
import styled from 'styled-components';
import { useVolunteerSigningUrl } from '../api/signing-api';
import { volunteerText } from '../../../i18n/text';

/** Asks a volunteer who has not signed yet to do so, and takes them to the signing page. */
export function DocumentsNotice() {
  const { user } = useSession();
  const text = volunteerText.useText();
  const signingUrl = useVolunteerSigningUrl();
  // Busy until the browser has left for the signing page.
  const busy = signingUrl.isPending || signingUrl.isSuccess;

  async function sign() {
    if (!user) return;
    try {
      const { redirectUrl } = await signingUrl.mutateAsync(user.id);
      window.location.assign(redirectUrl);
    } catch (error) {
      toast.error(serverMessageOr(error, text('documents.failed')));
    }
  }

  return (
    <Notice role="status">
      <span>{text('documents.notice')}</span>
      <Button size="sm" onClick={() => void sign()} disabled={busy}>
        {busy ? text('documents.processing') : text('documents.sign')}
      </Button>
    </Notice>
  );
}

const Notice = styled.div`
  ${spreadRow}
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
`;
