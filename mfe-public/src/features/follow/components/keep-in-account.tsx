import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@rescue/router';
import styled from 'styled-components';
import { dashboardPathForRole, PASSWORD_MIN_LENGTH, type z } from '@rescue/contracts';
import type { followedCaseSchema } from '@rescue/contracts/follow';
import {
  ApiError,
  Button,
  ErrorPanel,
  Field,
  loginPathFor,
  serverMessageOr,
  stack,
  toast,
  useSession,
} from '@rescue/web-kit';
import { callOperation, incidentKeys, useMutation, useQueryClient } from '@rescue/web-kit/query';
import { followText } from '../i18n/text';
import { forgetFollowToken, rememberFollowToken } from '../utils/follow-token';
import { softPanel } from '../../../components/soft-panel';

const FOLLOW_PATH = '/follow';

/** The server's code for an email that has an account already (FOLLOW_ACCOUNT_EXISTS_MESSAGE). */
const ACCOUNT_EXISTS = 'FOLLOW_ACCOUNT_EXISTS';

interface KeepInAccountProps {
  token: string;
  followed: z.infer<typeof followedCaseSchema>;
}

/**
 * "Keep this case in an account", in one step: only a password is asked (the name, phone
 * number and email come from the report, the place from where the animal was). The server
 * makes the account and moves the report to it; after it the person is signed in and goes
 * to their dashboard. Signed in already (or their email has an account): the case is kept in
 * that account.
 */
export function KeepInAccount({ token, followed }: KeepInAccountProps) {
  const say = followText.useText();
  const { user, login } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  // A follower's view of the case carries no reporter's contact: nothing to keep then.
  const contact = followed.incident.reporterInfo;
  const [name, setName] = useState(contact?.name ?? '');
  const [email, setEmail] = useState(contact?.email ?? '');
  const [phoneNumber, setPhoneNumber] = useState(contact?.contactNumber ?? '');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [hasAccount, setHasAccount] = useState(false);
  const headers = { 'Follow-Token': token };

  const done = async (role: string) => {
    forgetFollowToken();
    await client.invalidateQueries({ queryKey: incidentKeys.all });
    toast.success(followText.t('keep.done'));
    void navigate(dashboardPathForRole(role), { replace: true });
  };
  const register = useMutation({
    mutationFn: () =>
      callOperation('session.registerFromFollow', {
        headers,
        body: {
          password,
          name: name.trim(),
          ...(email.trim() ? { email: email.trim() } : {}),
          ...(phoneNumber.trim() ? { phoneNumber: phoneNumber.trim() } : {}),
        },
      }),
  });
  const claim = useMutation({
    mutationFn: () => callOperation('incidents.claimFollowed', { headers }),
  });

  if (followed.role !== 'reporter' || !contact?.unconfirmed) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (password.length < PASSWORD_MIN_LENGTH)
      return setFailure(say('keep.passwordShort', { min: PASSWORD_MIN_LENGTH }));
    try {
      const account = await register.mutateAsync();
      login(account);
      await done(account.role);
    } catch (error) {
      // The email has an account: they log in there and keep the case from this page.
      if (error instanceof ApiError && error.code === ACCOUNT_EXISTS) setHasAccount(true);
      setFailure(serverMessageOr(error, say('keep.failed')));
    }
  };

  const keepSignedIn = async () => {
    setFailure(null);
    try {
      await claim.mutateAsync();
      await done(user?.role ?? 'user');
    } catch (error) {
      setFailure(serverMessageOr(error, say('keep.failed')));
    }
  };

  if (user)
    return (
      <Box aria-labelledby="keep-title">
        <h2 id="keep-title">{say('keep.titleSignedIn')}</h2>
        <p>{say('keep.introSignedIn', { name: user.name })}</p>
        {failure && <ErrorPanel title={failure} />}
        <div>
          <Button onClick={() => void keepSignedIn()} disabled={claim.isPending}>
            {say('keep.submitSignedIn')}
          </Button>
        </div>
      </Box>
    );

  return (
    <Box aria-labelledby="keep-title">
      <h2 id="keep-title">{say('keep.title')}</h2>
      <p>{say('keep.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="keep-title">
        <Field
          label={say('keep.name')}
          autoComplete="name"
          required
          value={name}
          onChange={(event: { target: { value: string } }) => setName(event.target.value)}
        />
        <Field
          label={say('keep.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event: { target: { value: string } }) => setEmail(event.target.value)}
        />
        <Field
          label={say('keep.phone')}
          type="tel"
          autoComplete="tel"
          required
          value={phoneNumber}
          onChange={(event: { target: { value: string } }) => setPhoneNumber(event.target.value)}
        />
        <Field
          label={say('keep.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={say('keep.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          value={password}
          onChange={(event: { target: { value: string } }) => setPassword(event.target.value)}
        />
        {failure && <ErrorPanel title={failure} />}
        {hasAccount && (
          <p>
            <Link to={loginPathFor(FOLLOW_PATH)} onClick={() => rememberFollowToken(token)}>
              {say('keep.logIn')}
            </Link>
          </p>
        )}
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? say('keep.submitting') : say('keep.submit')}
        </Button>
      </form>
    </Box>
  );
}

const Box = styled.section`
  ${stack(3)}
  ${softPanel('info')}
  form {
    ${stack(3)}
  }
`;
