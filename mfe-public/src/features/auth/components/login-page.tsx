import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@rescue/router';
import { dashboardPathForRole } from '@rescue/contracts';
import {
  Button,
  ErrorPanel,
  Field,
  returnPathFrom,
  toast,
  useFieldErrors,
  usePageTitle,
  useSession,
} from '@rescue/web-kit';
import { useLogIn } from '../api/auth-api';
import { authText } from '../i18n/text';
import { loginError } from '../utils/auth-messages';
import { formValue } from '../../../utils/form-value';
import { AuthForm, AuthLayout } from './auth-layout';

/** Login; afterwards back to the page that sent the visitor here, else to their dashboard. */
export function LoginPage() {
  const text = authText.useText();
  usePageTitle(text('login.title'));
  const { search } = useLocation();
  const navigate = useNavigate();
  const { login } = useSession();
  const logIn = useLogIn();
  // Busy until the next page replaces this one.
  const busy = logIn.isPending || logIn.isSuccess;
  const [error, setError] = useState<string | null>(null);
  const next = returnPathFrom(search);
  const { errors, check, clear } = useFieldErrors();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    if (!check(form)) return;
    try {
      const account = await logIn.mutateAsync({
        email: formValue(form, 'email').trim(),
        password: formValue(form, 'password'),
      });
      login(account);
      toast.success(authText.t('login.done'));
      // Back where they were going, if their role may open it; else their own dashboard.
      const back = returnPathFrom(search, account.role);
      void navigate(back ?? dashboardPathForRole(account.role), { replace: true });
    } catch (caught) {
      setError(loginError(caught));
    }
  };

  return (
    <AuthLayout title={text('login.title')}>
      {next && <p>{text('login.continue')}</p>}
      <AuthForm
        onSubmit={(event) => void submit(event)}
        onChange={clear}
        noValidate
        aria-label={text('login.form')}
      >
        <Field
          label={text('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <Field
          label={text('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        {error && <ErrorPanel title={error} />}
        <Button type="submit" size="lg" block disabled={busy}>
          {busy ? text('login.busy') : text('login.submit')}
        </Button>
      </AuthForm>
      <p>
        {text('login.noAccount')} <Link to={`/register${search}`}>{text('login.signUp')}</Link>
      </p>
    </AuthLayout>
  );
}
