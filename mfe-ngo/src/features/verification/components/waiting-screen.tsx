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
  serverMessageOr,
  usePageTitle,
  useSession,
  type BadgeTone,
  withNodes,
  stack,
} from '@rescue/web-kit';
import { DateTime } from '@rescue/web-kit/areas';
import { useNgoSigningUrl } from '../api/signing-api';
import { ngoText, type NgoTextKey } from '../../../i18n/text';

const TONES: Record<Exclude<NgoVerificationState, 'verified'>, BadgeTone> = {
  unsigned: 'neutral',
  pending: 'warning',
  rejected: 'danger',
};

/** The NGO documents' titles in the page's language (another title is shown as it is). */
const DOCUMENT_KEYS: Record<string, NgoTextKey> = {
  'NGO Partnership Agreement': 'waiting.document.partnership',
  'Terms of Service': 'waiting.document.terms',
  'Data Protection Agreement': 'waiting.document.dataProtection',
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
  const text = ngoText.useText();
  const name = profile?.name || text('waiting.yourOrganisation');
  const title = text(`waiting.title.${state}`);
  usePageTitle(title);

  return (
    <PageContainer>
      <Panel aria-labelledby="verification-title">
        <Eyebrow>{text('area.name')}</Eyebrow>
        <Title id="verification-title">{title}</Title>
        <div>
          <Badge $tone={TONES[state]}>{text(`waiting.badge.${state}`)}</Badge>
        </div>
        {state === 'unsigned' && <SignDocuments name={name} leaveTo={leaveTo} />}
        {state === 'pending' && (
          <>
            <p>
              {verification?.signedAt
                ? withNodes(text('waiting.signedOn', { name }), {
                    date: <DateTime at={verification.signedAt} />,
                  })
                : text('waiting.signed', { name })}{' '}
              {text('waiting.checks')}
            </p>
            <p>{text('waiting.opensHere')}</p>
            <Actions>
              <Button variant="secondary" onClick={onCheckAgain} disabled={checking}>
                {checking ? text('waiting.checking') : text('waiting.checkAgain')}
              </Button>
            </Actions>
          </>
        )}
        {state === 'rejected' && (
          <>
            <p>{text('waiting.notVerified', { name })}</p>
            {verification?.reason && (
              <Reason>
                <strong>{text('waiting.reason')}</strong> {verification.reason}
              </Reason>
            )}
            <p>
              {withNodes(text('waiting.writeTo'), {
                email: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>,
              })}
            </p>
          </>
        )}
      </Panel>
    </PageContainer>
  );
}

function SignDocuments({ name, leaveTo }: { name: string; leaveTo(url: string): void }) {
  const text = ngoText.useText();
  const { user } = useSession();
  const { documents } = REQUIRED_DOCUMENTS[DOCUMENT_TYPES.ngo];
  const signingUrl = useNgoSigningUrl();
  // Busy until the browser has left for the signing page.
  const busy = signingUrl.isPending || signingUrl.isSuccess;
  const error = signingUrl.error
    ? serverMessageOr(signingUrl.error, text('waiting.signingFailed'))
    : null;

  function sign() {
    if (!user) return;
    signingUrl.mutate(user.id, { onSuccess: ({ redirectUrl }) => leaveTo(redirectUrl) });
  }

  return (
    <>
      <p>{text('waiting.signFirst', { name })}</p>
      <Documents>
        {documents.map((document) => {
          const key = DOCUMENT_KEYS[document];
          return <li key={document}>{key ? text(key) : document}</li>;
        })}
      </Documents>
      {error && <ErrorPanel title={error} />}
      <Actions>
        <Button size="lg" onClick={sign} disabled={busy}>
          {busy ? text('waiting.processing') : text('waiting.sign')}
        </Button>
      </Actions>
    </>
  );
}

const Panel = styled(Card)`
  ${stack(3)}
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
