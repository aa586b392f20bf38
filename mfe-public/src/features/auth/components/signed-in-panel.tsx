import { useEffect, useRef } from 'react';
import { useNavigate } from '@rescue/router';
import { DASHBOARD_PATHS } from '@rescue/contracts';
import { Card, LinkButton, Spinner, showDocumentsSigned, type SessionUser } from '@rescue/web-kit';
import { useSigningStatus, type SigningRole } from '../api/auth-api';
import { authText } from '../i18n/text';
import { REGISTERED_PATHS, REGISTER_PATH } from '../utils/auth-messages';
import { DocumentsPanel } from './documents-panel';

export interface SignedInPanelProps {
  user: SessionUser;
  /** The signing page's answer in ?signed= ('1' signed, '0' not), null when not coming from it. */
  signed: string | null;
}

/**
 * The sign-up page for someone already signed in (back from the signing page, or the browser's
 * Back): a volunteer or NGO whose documents are not signed continues with them; back from
 * signing them, they are told so and go on to their dashboard (spec section 2); anyone else
 * is told whose account this is, with their dashboard one link away.
 */
export function SignedInPanel({ user, signed }: SignedInPanelProps) {
  const signer = signingRoleOf(user);
  const status = useSigningStatus(user.id, signer !== null);
  const navigate = useNavigate();
  const text = authText.useText();
  const confirmed = useRef(false);
  const justSigned = signer !== null && signed === '1' && status.data?.signed === true;

  // Back from signing, and the signatures are on record: say so, then on to the dashboard.
  // The toast outlives the page (the kit's one toaster), so it is read there.
  useEffect(() => {
    if (!justSigned || !signer || confirmed.current) return;
    confirmed.current = true;
    showDocumentsSigned();
    void navigate(REGISTERED_PATHS[signer], { replace: true });
  }, [justSigned, signer, navigate]);

  if (signer && (status.isPending || justSigned)) {
    return <Spinner label={text('signedIn.checking')} />;
  }
  if (signer && status.data?.signed === false) {
    return (
      <>
        {signed === '0' && <p role="status">{text('documents.notSignedYet')}</p>}
        <DocumentsPanel role={signer} userId={user.id} returnTo={REGISTER_PATH} />
      </>
    );
  }
  // Nothing to sign, signed already, or the status could not be read (the dashboard asks
  // again and says what is left).
  return (
    <Card aria-labelledby="signed-in-title">
      <h2 id="signed-in-title">{text('signedIn.title', { name: user.name })}</h2>
      <p>{text('signedIn.text')}</p>
      <LinkButton to={DASHBOARD_PATHS[user.role]} size="lg">
        {text('signedIn.dashboard')}
      </LinkButton>
    </Card>
  );
}

function signingRoleOf(user: SessionUser): SigningRole | null {
  return user.role === 'volunteer' || user.role === 'ngo' ? user.role : null;
}
