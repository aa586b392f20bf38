import styled from 'styled-components';
import {
  DOCUMENT_TYPES,
  REQUIRED_DOCUMENTS,
  type NgoProfileResponse,
  type NgoVerificationState,
} from '@rescue/contracts';
import {
  Badge,
  Button,
  CONTACT_EMAIL,
  Card,
  ErrorPanel,
  PageContainer,
  DateTime,
  SIGNING_FAILED_MESSAGE,
  serverMessageOr,
  usePageTitle,
  useSession,
  type BadgeTone,
} from '@rescue/web-kit';
import { useNgoSigningUrl } from '../api/signing-api';

export const WAITING_TITLE = 'Your organisation is waiting for verification';
export const REJECTED_TITLE = 'Your organisation was not verified';
export const UNSIGNED_TITLE = 'Sign your NGO documents';

const BADGES: Record<Exclude<NgoVerificationState, 'verified'>, [string, BadgeTone]> = {
  unsigned: ['Documents not signed', 'neutral'],
  pending: ['Waiting for verification', 'warning'],
  rejected: ['Not verified', 'danger'],
};

interface WaitingScreenProps {
  /** Undefined when the profile could not be read (then the refusal says what is known). */
  profile: NgoProfileResponse | undefined;
  /** What the API last refused (the gate hears it from every screen). */
  refusal: Extract<NgoVerificationState, 'pending' | 'rejected'> | null;
  checking: boolean;
  onCheckAgain(): void;
  /** Leaves the app for the signing page (replaced in tests). */
  leaveTo?: (url: string) => void;
}

/** What an NGO sees instead of its dashboard until the Rescue Network team has verified it. */
export function WaitingScreen({
  profile,
  refusal,
  checking,
  onCheckAgain,
  leaveTo = (url) => window.location.assign(url),
}: WaitingScreenProps) {
  const verification = profile?.verification;
  const known = verification?.state;
  const state = known && known !== 'verified' ? known : (refusal ?? 'pending');
  const [label, tone] = BADGES[state];
  const name = profile?.name || 'Your organisation';
  const title =
    state === 'unsigned' ? UNSIGNED_TITLE : state === 'rejected' ? REJECTED_TITLE : WAITING_TITLE;
  usePageTitle(title);

  return (
    <PageContainer>
      <Panel aria-labelledby="verification-title">
        <Eyebrow>NGO Dashboard</Eyebrow>
        <Title id="verification-title">{title}</Title>
        <div>
          <Badge $tone={tone}>{label}</Badge>
        </div>
        {state === 'unsigned' && <SignDocuments name={name} leaveTo={leaveTo} />}
        {state === 'pending' && (
          <>
            <p>
              {verification?.signedAt ? (
                <>
                  {name} signed its documents on <DateTime at={verification.signedAt} />.
                </>
              ) : (
                <>{name} has signed its documents.</>
              )}{' '}
              The Rescue Network team checks every organisation before it can see incidents and
              reporters&apos; details.
            </p>
            <p>Your dashboard opens here as soon as you are verified.</p>
            <Actions>
              <Button variant="secondary" onClick={onCheckAgain} disabled={checking}>
                {checking ? 'Checking…' : 'Check again'}
              </Button>
            </Actions>
          </>
        )}
        {state === 'rejected' && (
          <>
            <p>The Rescue Network team did not verify {name}.</p>
            {verification?.reason && (
              <Reason>
                <strong>Their reason:</strong> {verification.reason}
              </Reason>
            )}
            <p>
              If you think this is a mistake, write to{' '}
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> with your registration
              details.
            </p>
          </>
        )}
      </Panel>
    </PageContainer>
  );
}

function SignDocuments({ name, leaveTo }: { name: string; leaveTo(url: string): void }) {
  const { user } = useSession();
  const { documents } = REQUIRED_DOCUMENTS[DOCUMENT_TYPES.ngo];
  const signingUrl = useNgoSigningUrl();
  // Busy until the browser has left for the signing page.
  const busy = signingUrl.isPending || signingUrl.isSuccess;
  const error = signingUrl.error ? serverMessageOr(signingUrl.error, SIGNING_FAILED_MESSAGE) : null;

  function sign() {
    if (!user) return;
    signingUrl.mutate(user.id, { onSuccess: ({ redirectUrl }) => leaveTo(redirectUrl) });
  }

  return (
    <>
      <p>
        Before the Rescue Network team can verify {name}, please sign these documents. Then your
        organisation joins the verification queue.
      </p>
      <Documents>
        {documents.map((document) => (
          <li key={document}>{document}</li>
        ))}
      </Documents>
      {error && <ErrorPanel title={error} />}
      <Actions>
        <Button size="lg" onClick={sign} disabled={busy}>
          {busy ? 'Processing...' : 'Sign Documents'}
        </Button>
      </Actions>
    </>
  );
}

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 640px;
  margin: 0 auto;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  ${({ theme }) => theme.media.md} {
    font-size: 1.75rem;
  }
`;

const Reason = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

const Documents = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;
