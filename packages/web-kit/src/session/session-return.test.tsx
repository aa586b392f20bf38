import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Navigate, Route, Routes } from '@rescue/router';
import { apiPath, server } from '../../testing/msw-server';
import { renderWithKit } from '../../testing/render';
import { loginPathFor, onClaimsRefreshed, returnPathFrom, useSignedReturn } from './session-return';
import { sessionStore } from './session-store';
import { toast, toastStore } from '../toast/toast-store';

/** A token whose claims the client can read (the signature is not checked here). */
const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims))}.s`;
const toasts = () => toastStore.get().map((item) => item.message);

afterEach(() => toast.remove());

/**
 * Counts finished refreshes for new claims: the hook's refresh has run (with its request, if
 * it made one) once this was called.
 */
function refreshesFinished(): { count: number } {
  const seen = { count: 0 };
  const stop = onClaimsRefreshed(async () => {
    seen.count += 1;
  });
  afterEachStops.push(stop);
  return seen;
}
const afterEachStops: (() => void)[] = [];
afterEach(() => afterEachStops.splice(0).forEach((stop) => stop()));

/**
 * The hook decides on a toast in a promise callback right after the refresh: every promise
 * callback already queued has run before the next task starts (no time, no I/O is waited for).
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

test('loginPathFor keeps the page to come back to in the URL', () => {
  expect(loginPathFor('/report-incident')).toBe('/login?next=%2Freport-incident');
  expect(returnPathFrom('?next=%2Freport-incident')).toBe('/report-incident');
  expect(returnPathFrom('?next=%2Fdashboard%2Fincidents%3Fstatus%3Dpending')).toBe(
    '/dashboard/incidents?status=pending',
  );
});

test.each([
  ['nothing', ''],
  ['another site', '?next=https%3A%2F%2Fevil.example%2F'],
  ['a protocol-relative URL', '?next=%2F%2Fevil.example'],
  ['a backslash trick', '?next=%2F%5Cevil.example'],
  ['the login page', '?next=%2Flogin'],
  ['the sign-up page', '?next=%2FRegister%3Frole%3Dngo'],
])('returnPathFrom ignores %s', (_case, search) => {
  expect(returnPathFrom(search)).toBeNull();
});

test("after login, a page in another role's area is not returned to; the role's own and public pages are", () => {
  const search = (path: string) => `?next=${encodeURIComponent(path)}`;
  expect(returnPathFrom(search('/admin/reports'), 'volunteer')).toBeNull();
  expect(returnPathFrom(search('/dashboard/incidents/1'), 'user')).toBeNull();
  expect(returnPathFrom(search('/voldash/case/1'), 'volunteer')).toBe('/voldash/case/1');
  expect(returnPathFrom(search('/report-incident'), 'ngo')).toBe('/report-incident');
  // "/dashboard" is the NGO's area; "/dashboards" is not inside it.
  expect(returnPathFrom(search('/dashboards'), 'user')).toBe('/dashboards');
  expect(returnPathFrom(search('https://evil.example/voldash'), 'volunteer')).toBeNull();
});

function SignedReturn() {
  useSignedReturn();
  return null;
}

/** The shell's redirect from /volunteer/dashboard to /voldash, which drops the query. */
function ShellLike() {
  return (
    <>
      <SignedReturn />
      <Routes>
        <Route path="/volunteer/dashboard" element={<Navigate to="/voldash" replace />} />
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}

test.each(['/volunteer/dashboard?signed=1', '/dashboard?signed=1'])(
  'back from the signing page at %s, the token is refreshed and stored',
  async (route) => {
    sessionStore.login({ token: 'unsigned', _id: 'v1', role: 'volunteer', name: 'Asha' });
    const calls: (string | null)[] = [];
    server.use(
      http.post(apiPath('/api/users/refresh-token'), ({ request }) => {
        calls.push(request.headers.get('authorization'));
        return HttpResponse.json({ token: 'signed', requiresDocuments: false });
      }),
    );
    renderWithKit(<ShellLike />, { route });
    await waitFor(() => expect(localStorage.getItem('token')).toBe('signed'));
    expect(calls).toEqual(['Bearer unsigned']);
    expect(sessionStore.get()?.user).toEqual({ id: 'v1', name: 'Asha', role: 'volunteer' });
  },
);

test('without ?signed=1, or without a session, nothing is asked', async () => {
  const calls: string[] = [];
  server.use(
    http.post(apiPath('/api/users/refresh-token'), () => {
      calls.push('refresh');
      return HttpResponse.json({ token: 'x', requiresDocuments: false });
    }),
  );
  const refreshed = refreshesFinished();
  renderWithKit(<ShellLike />, { route: '/dashboard?signed=1' });
  // Without a session the refresh ends without asking.
  await waitFor(() => expect(refreshed.count).toBe(1));
  sessionStore.login({ token: 't', _id: 'n1', role: 'ngo', name: 'Paws' });
  // Without ?signed=1 the hook's effect (run by render) does not start one.
  renderWithKit(<ShellLike />, { route: '/dashboard?signed=0' });
  expect(refreshed.count).toBe(1);
  expect(calls).toEqual([]);
  expect(localStorage.getItem('token')).toBe('t');
});

describe('"Documents signed" after signing from inside an area', () => {
  function refreshAnswers(token: string) {
    server.use(
      http.post(apiPath('/api/users/refresh-token'), () =>
        HttpResponse.json({ token, requiresDocuments: false }),
      ),
    );
  }

  test.each(['/volunteer/dashboard?signed=1', '/dashboard?signed=1'])(
    "back at %s with a token that says signed: the sign-up flow's success toast, once",
    async (route) => {
      sessionStore.login({ token: jwt({ docs: false }), _id: 'n1', role: 'ngo', name: 'Paws' });
      refreshAnswers(jwt({ docs: true }));
      renderWithKit(<ShellLike />, { route });
      await waitFor(() => expect(toasts()).toEqual(['Documents signed']));
      const shown = toastStore.get()[0];
      expect(shown).toMatchObject({ type: 'success', visible: true });
      expect(shown!.duration).toBeGreaterThanOrEqual(5000);
    },
  );

  test('the fresh token still says unsigned: nothing is claimed', async () => {
    sessionStore.login({ token: jwt({ docs: false }), _id: 'n1', role: 'ngo', name: 'Paws' });
    refreshAnswers(jwt({ docs: false, n: 2 }));
    const refreshed = refreshesFinished();
    renderWithKit(<ShellLike />, { route: '/dashboard?signed=1' });
    await waitFor(() => expect(refreshed.count).toBe(1));
    expect(sessionStore.get()?.token).toBe(jwt({ docs: false, n: 2 }));
    await nextTask();
    expect(toasts()).toEqual([]);
  });

  test('back on the sign-up page, that page confirms it, not the shell', async () => {
    sessionStore.login({ token: jwt({ docs: false }), _id: 'v1', role: 'volunteer', name: 'A' });
    refreshAnswers(jwt({ docs: true }));
    const refreshed = refreshesFinished();
    renderWithKit(<ShellLike />, { route: '/register?signed=1' });
    await waitFor(() => expect(refreshed.count).toBe(1));
    expect(sessionStore.get()?.token).toBe(jwt({ docs: true }));
    await nextTask();
    expect(toasts()).toEqual([]);
  });
});
