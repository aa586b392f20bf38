import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { DocumentsPanel } from './documents-panel';

const ID = 'b'.repeat(24);

test.each([
  ['volunteer', '/api/docusign/create-signing-url', 'volunteer-onboarding'],
  ['ngo', '/api/docusign/create-ngo-signing-url', 'ngo-onboarding'],
] as const)(
  'a %s signs through %s: "Processing..." then off to the signing page',
  async (role, path, documentType) => {
    sessionStore.login({ token: 'tok', _id: ID, role, name: 'Asha' });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requests: { body: unknown; auth: string | null }[] = [];
    server.use(
      http.post(apiPath(path), async ({ request }) => {
        requests.push({ body: await request.json(), auth: request.headers.get('authorization') });
        await gate;
        return HttpResponse.json({ redirectUrl: '/api/docusign/sign/abc' });
      }),
    );
    const leaveTo = jest.fn();
    const { user } = renderWithKit(
      <DocumentsPanel role={role} userId={ID} returnTo="/register" leaveTo={leaveTo} />,
    );
    await user.click(screen.getByRole('button', { name: 'Sign Documents' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/api/docusign/sign/abc'));
    // returnTo: where the signing page's Back link and the end of signing lead.
    expect(requests).toEqual([
      { body: { userId: ID, documentType, returnTo: '/register' }, auth: 'Bearer tok' },
    ]);
  },
);

test('without a stored token it says "Authentication token not found" and asks nothing', async () => {
  const leaveTo = jest.fn();
  const { user } = renderWithKit(<DocumentsPanel role="volunteer" userId={ID} leaveTo={leaveTo} />);
  await user.click(screen.getByRole('button', { name: 'Sign Documents' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Authentication token not found');
  expect(leaveTo).not.toHaveBeenCalled();
});

test('a failure says "Failed to initiate document signing" and the button works again', async () => {
  sessionStore.login({ token: 'tok', _id: ID, role: 'ngo', name: 'Paws' });
  server.use(
    http.post(apiPath('/api/docusign/create-ngo-signing-url'), () =>
      HttpResponse.json({ message: 'boom' }, { status: 502 }),
    ),
  );
  const leaveTo = jest.fn();
  const { user } = renderWithKit(<DocumentsPanel role="ngo" userId={ID} leaveTo={leaveTo} />);
  await user.click(screen.getByRole('button', { name: 'Sign Documents' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate document signing');
  expect(screen.getByRole('button', { name: 'Sign Documents' })).toBeEnabled();
  expect(leaveTo).not.toHaveBeenCalled();
});
