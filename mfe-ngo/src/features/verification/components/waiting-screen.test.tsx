import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { NGO_ID, loginNgo, ngoProfile } from '../../../testing/render-dashboard';
import { WaitingScreen } from './waiting-screen';

const unsigned = ngoProfile({}, { state: 'unsigned', signedAt: null, decidedAt: null });

/** The waiting screen of an NGO that has not signed yet; `leaveTo` is where signing goes. */
const renderUnsigned = (leaveTo: (url: string) => void = jest.fn()) =>
  renderWithKit(
    <WaitingScreen
      profile={unsigned}
      refusal={null}
      checking={false}
      onCheckAgain={jest.fn()}
      leaveTo={leaveTo}
    />,
  );

test('Sign Documents asks for the NGO signing page and goes there', async () => {
  loginNgo();
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPath('/api/docusign/create-ngo-signing-url'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ redirectUrl: '/api/docusign/sign/abc' });
    }),
  );
  const leaveTo = jest.fn();
  const { user } = renderUnsigned(leaveTo);
  await user.click(screen.getByRole('button', { name: 'Sign Documents' }));
  await screen.findByRole('button', { name: 'Processing...' });
  expect(bodies).toEqual([{ userId: NGO_ID, documentType: 'ngo-onboarding' }]);
  expect(leaveTo).toHaveBeenCalledWith('/api/docusign/sign/abc');
});

test("a failed signing request says so with the server's message", async () => {
  loginNgo();
  server.use(
    http.post(apiPath('/api/docusign/create-ngo-signing-url'), () =>
      HttpResponse.json({ message: 'The signing service is unavailable' }, { status: 503 }),
    ),
  );
  const { user } = renderUnsigned();
  await user.click(screen.getByRole('button', { name: 'Sign Documents' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The signing service is unavailable');
  expect(screen.getByRole('button', { name: 'Sign Documents' })).toBeEnabled();
});

test('without a readable profile, the refusal says which screen to show', () => {
  renderWithKit(
    <WaitingScreen
      profile={undefined}
      refusal="rejected"
      checking={false}
      onCheckAgain={jest.fn()}
    />,
  );
  expect(
    screen.getByRole('heading', { name: 'Your organisation was not verified' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/did not verify Your organisation/)).toBeInTheDocument();
});
