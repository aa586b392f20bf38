import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminAccount } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import {
  answerDecision,
  findToast,
  loginAs,
  ngo,
  renderAdmin,
  serveListBy,
  verification,
} from '../../../testing/render-admin';

beforeEach(() => loginAs('admin'));

/** Answers the queue per state; records the states asked for. */
const serveQueue = (byState: Record<string, AdminAccount[]>) =>
  serveListBy('/api/admin/ngos', 'state', byState);

const card = (name: string) => screen.getByRole('article', { name });

test('the queue shows the NGOs waiting, with everything the operator weighs', async () => {
  const asked = serveQueue({ pending: [ngo({ name: 'Paws Trust' })] });
  renderAdmin('/admin');
  await screen.findByRole('heading', { name: 'Paws Trust' });
  expect(asked).toEqual(['pending']);
  const paws = card('Paws Trust');
  expect(within(paws).getByText('Waiting for verification')).toBeInTheDocument();
  expect(within(paws).getByRole('link', { name: 'hello@paws.example.org' })).toHaveAttribute(
    'href',
    'mailto:hello@paws.example.org',
  );
  expect(within(paws).getByText('MH/2019/0042')).toBeInTheDocument();
  expect(within(paws).getByText('Charitable trust')).toBeInTheDocument();
  expect(within(paws).getByText('Pune, Mumbai')).toBeInTheDocument();
  const signed = within(paws).getByText(/^Signed/);
  expect(signed.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T09:30:00.000Z');
  expect(within(paws).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  expect(within(paws).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  expect(document.title).toBe('Verification queue | Rescue Network');
});

test('the tabs show the verified, rejected and unsigned NGOs', async () => {
  const asked = serveQueue({
    verified: [
      ngo({
        name: 'Verified Paws',
        verification: verification({
          state: 'verified',
          decidedAt: '2026-11-21T10:00:00.000Z',
          decidedBy: 'Meera Operator',
        }),
      }),
    ],
    rejected: [
      ngo({
        name: 'Donate Now',
        verification: verification({
          state: 'rejected',
          decidedAt: '2026-11-21T10:00:00.000Z',
          decidedBy: 'Meera Operator',
          reason: 'Not a registered charity',
        }),
      }),
    ],
    unsigned: [
      ngo({ name: 'New Trust', verification: verification({ state: 'unsigned', signedAt: null }) }),
    ],
  });
  const { user, currentPath } = renderAdmin('/admin');
  await screen.findByText('No NGOs are waiting for verification');
  const tabs = screen.getByRole('group', { name: 'Show NGOs' });

  await user.click(within(tabs).getByRole('button', { name: 'Verified' }));
  await screen.findByRole('heading', { name: 'Verified Paws' });
  expect(currentPath()).toBe('/admin?state=verified');
  expect(within(tabs).getByRole('button', { name: 'Verified' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(card('Verified Paws')).getByText(/by Meera Operator/)).toBeInTheDocument();
  expect(
    within(card('Verified Paws')).getByRole('button', { name: 'Withdraw verification' }),
  ).toBeInTheDocument();

  await user.click(within(tabs).getByRole('button', { name: 'Rejected' }));
  await screen.findByRole('heading', { name: 'Donate Now' });
  expect(within(card('Donate Now')).getByText('Not a registered charity')).toBeInTheDocument();
  expect(within(card('Donate Now')).getByRole('button', { name: 'Verify' })).toBeInTheDocument();

  await user.click(within(tabs).getByRole('button', { name: 'Not signed' }));
  await screen.findByRole('heading', { name: 'New Trust' });
  expect(within(card('New Trust')).getByText('Not signed yet')).toBeInTheDocument();
  expect(within(card('New Trust')).queryByRole('button')).not.toBeInTheDocument();
  expect(asked).toEqual(['pending', 'verified', 'rejected', 'unsigned']);
});

test('Verify asks first, then verifies: a toast says so and the NGO leaves the queue', async () => {
  const paws = ngo({ name: 'Paws Trust' });
  serveQueue({ pending: [paws, ngo({ name: 'Cat Care' })] });
  const calls: string[] = [];
  server.use(
    http.post(apiPath(`/api/admin/ngos/${paws._id}/verify`), () => {
      calls.push('verify');
      return HttpResponse.json({
        success: true,
        message: 'Paws Trust is verified',
        account: { ...paws, verification: verification({ state: 'verified' }) },
      });
    }),
  );
  const { user } = renderAdmin('/admin');
  await screen.findByRole('heading', { name: 'Paws Trust' });
  await user.click(within(card('Paws Trust')).getByRole('button', { name: 'Verify' }));
  const dialog = screen.getByRole('dialog', { name: 'Verify Paws Trust?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls).toEqual([]);

  await user.click(within(card('Paws Trust')).getByRole('button', { name: 'Verify' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verify' }));
  expect(await findToast('Paws Trust is verified')).toBeInTheDocument();
  expect(calls).toEqual(['verify']);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Paws Trust' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Cat Care' })).toBeInTheDocument();
});

test('a verification changes the cached Verified tab: it is asked again, the queue is not', async () => {
  const paws = ngo({ name: 'Paws Trust' });
  const verifiedPaws = { ...paws, verification: verification({ state: 'verified' }) };
  const queue = { pending: [paws], verified: [] as AdminAccount[] };
  const asked = serveQueue(queue);
  server.use(
    http.post(apiPath(`/api/admin/ngos/${paws._id}/verify`), () => {
      queue.pending = [];
      queue.verified = [verifiedPaws];
      return HttpResponse.json({
        success: true,
        message: 'Paws Trust is verified',
        account: verifiedPaws,
      });
    }),
  );
  const { user } = renderAdmin('/admin');
  const tabs = await screen.findByRole('group', { name: 'Show NGOs' });
  await screen.findByRole('heading', { name: 'Paws Trust' });
  // The Verified tab is cached (empty), then the queue shown again from the cache.
  await user.click(within(tabs).getByRole('button', { name: 'Verified' }));
  await screen.findByText('No verified NGOs yet');
  await user.click(within(tabs).getByRole('button', { name: 'Waiting' }));
  await screen.findByRole('heading', { name: 'Paws Trust' });
  expect(asked).toEqual(['pending', 'verified']);

  await user.click(within(card('Paws Trust')).getByRole('button', { name: 'Verify' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verify' }));
  await screen.findByText('No NGOs are waiting for verification');
  // The queue on screen took the server's answer; it was not asked again.
  expect(asked).toEqual(['pending', 'verified']);
  await user.click(within(tabs).getByRole('button', { name: 'Verified' }));
  await screen.findByRole('heading', { name: 'Paws Trust' });
  expect(asked).toEqual(['pending', 'verified', 'verified']);
});

test('Reject needs a reason, which is sent for the NGO to see', async () => {
  const paws = ngo({ name: 'Paws Trust' });
  serveQueue({ pending: [paws] });
  const bodies = answerDecision(`/api/admin/ngos/${paws._id}/reject`, {
    success: true,
    message: 'Paws Trust was not verified',
    account: {
      ...paws,
      verification: verification({ state: 'rejected', reason: 'Unknown registration number' }),
    },
  });
  const { user } = renderAdmin('/admin');
  await screen.findByRole('heading', { name: 'Paws Trust' });
  await user.click(within(card('Paws Trust')).getByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject Paws Trust?' });
  const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
  expect(reason).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(
    within(dialog).getByText('Please give a reason of at least 3 characters'),
  ).toBeInTheDocument();
  expect(bodies).toEqual([]);

  await user.type(reason, 'Unknown registration number');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await findToast('Paws Trust was not verified')).toBeInTheDocument();
  expect(bodies).toEqual([{ reason: 'Unknown registration number' }]);
  expect(screen.getByText('No NGOs are waiting for verification')).toBeInTheDocument();
});

test("a refused action shows the server's message in the dialog, which stays open", async () => {
  const paws = ngo({ name: 'Paws Trust' });
  serveQueue({ pending: [paws] });
  server.use(
    http.post(apiPath(`/api/admin/ngos/${paws._id}/verify`), () =>
      HttpResponse.json({ message: 'This NGO has not signed its documents yet' }, { status: 409 }),
    ),
  );
  const { user } = renderAdmin('/admin');
  await screen.findByRole('heading', { name: 'Paws Trust' });
  await user.click(within(card('Paws Trust')).getByRole('button', { name: 'Verify' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This NGO has not signed its documents yet',
  );
  expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeEnabled();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Paws Trust' })).toBeInTheDocument();
});

test("a queue that fails to load shows the server's message and loads again on Retry", async () => {
  let fail = true;
  server.use(
    http.get(apiPath('/api/admin/ngos'), () =>
      fail
        ? HttpResponse.json({ message: 'The auth service is unavailable' }, { status: 503 })
        : HttpResponse.json({ data: [ngo({ name: 'Paws Trust' })] }),
    ),
  );
  const { user } = renderAdmin('/admin');
  expect(await screen.findByRole('alert')).toHaveTextContent('The auth service is unavailable');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Paws Trust' })).toBeInTheDocument();
});

test('a loading queue says so', async () => {
  let answer: (() => void) | undefined;
  server.use(
    http.get(apiPath('/api/admin/ngos'), async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json({ data: [] });
    }),
  );
  renderAdmin('/admin');
  expect(screen.getByRole('status')).toHaveTextContent('Loading the NGOs…');
  await waitFor(() => expect(answer).toBeDefined());
  answer?.();
  expect(await screen.findByText('No NGOs are waiting for verification')).toBeInTheDocument();
});
