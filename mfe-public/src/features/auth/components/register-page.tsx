import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@rescue/router';
import { SIGN_UP_ROLES, type RegisterRequest, type SignUpRole } from '@rescue/contracts';
import { returnPathFrom, toast, usePageTitle, useSession } from '@rescue/web-kit';
import { useRegister } from '../api/auth-api';
import { authText } from '../i18n/text';
import { REGISTERED_PATHS, REGISTER_PATH, registrationError } from '../utils/auth-messages';
import { AuthLayout } from './auth-layout';
import { DocumentsPanel } from './documents-panel';
import { RegisterForm } from './register-form';
import { SignedInPanel } from './signed-in-panel';

type Signer = { role: 'volunteer' | 'ngo'; userId: string };

export function RegisterPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { login, user } = useSession();
  const registration = useRegister();
  // Busy until the next page (or the documents) replaces the form.
  const busy = registration.isPending || registration.isSuccess;
  const [error, setError] = useState<string | null>(null);
  const [signer, setSigner] = useState<Signer | null>(null);
  const params = new URLSearchParams(search);
  const askedRole = params.get('role');
  const initialRole: SignUpRole = SIGN_UP_ROLES.find((role) => role === askedRole) ?? 'user';
  // Signed in before this page did anything (back from the signing page, the browser's Back):
  // no empty Create Account form, but what fits them.
  const signedIn = user && registration.isIdle && !signer ? user : null;
  const text = authText.useText();
  const title = text(signedIn ? 'register.yourAccount' : 'register.title');
  usePageTitle(title);

  const submit = async (payload: RegisterRequest) => {
    setError(null);
    try {
      const account = await registration.mutateAsync(payload);
      login(account);
      toast.success(authText.t('register.done'));
      if (account.requiresDocuments && account.role !== 'user') {
        setSigner({ role: account.role, userId: account._id });
      } else {
        const back = returnPathFrom(search, account.role);
        void navigate(back ?? REGISTERED_PATHS[account.role], { replace: true });
      }
    } catch (caught) {
      setError(registrationError(caught));
    }
  };

  return (
    <AuthLayout title={title}>
      {signedIn ? (
        <SignedInPanel user={signedIn} signed={params.get('signed')} />
      ) : signer ? (
        <DocumentsPanel role={signer.role} userId={signer.userId} returnTo={REGISTER_PATH} />
      ) : (
        <>
          <RegisterForm
            initialRole={initialRole}
            busy={busy}
            error={error}
            onSubmit={(payload) => void submit(payload)}
          />
          <p>
            {text('register.haveAccount')}{' '}
            <Link to={`/login${search}`}>{text('register.logIn')}</Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
