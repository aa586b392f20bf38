// "Not twice" on the report form (issue 30): each open case the duplicate hint finds offers
// "Follow this case instead", which sends what the reporter wrote and their photo to that case
// (signed in, or with the form's contact without an account) and shows where to follow it.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit, type Rendered } from '@rescue/web-kit/testing/render';
import { draftStore } from '../api/draft-store';
import { ReportPage } from './report-page';

afterEach(() => draftStore.clear());

const CASE_ID = 'c'.repeat(24);
const FOLLOW_URL = 'http://localhost/follow#follower-token';
const textbox = (name: string) => screen.getByRole('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const followButton = () => screen.getByRole('button', { name: 'Follow this case instead' });

/** The duplicate hint finds one open case nearby (with its id), signed in or not. */
beforeEach(() => {
  const found = () =>
    HttpResponse.json({
      data: [
        {
          _id: CASE_ID,
          type: 'Dog',
          description: 'Brown dog near the bus stop',
          status: 'pending',
          match: 'city',
          approximate: true,
          createdAt: new Date().toISOString(),
        },
      ],
    });
  server.use(
    http.get(apiPath('/api/incidents/nearby'), found),
    http.get(apiPath('/api/incidents/nearby/anonymous'), found),
  );
});

interface Sent {
  path: string;
  data: Record<string, unknown>;
  photo: File | null;
  auth: string | null;
}

/** Answers follows (either path) with a follow link, keeping what each carried. */
function onFollow(reply?: () => Response) {
  const sent: Sent[] = [];
  const handle =
    (path: string) =>
    async ({ request }: { request: Request }) => {
      const isForm = request.headers.get('content-type')?.startsWith('multipart/form-data');
      const form = isForm ? await request.formData() : null;
      const photo = form?.get('animalPhoto');
      sent.push({
        path,
        data: form ? JSON.parse(String(form.get('data'))) : await request.json(),
        photo: photo instanceof File ? photo : null,
        auth: request.headers.get('authorization'),
      });
      return (
        reply?.() ??
        HttpResponse.json({
          success: true,
          message:
            'You are following this case: keep the follow link to see it and add information',
          followToken: 'follower-token',
          followUrl: FOLLOW_URL,
        })
      );
    };
  server.use(
    http.post(apiPath(`/api/incidents/${CASE_ID}/follow`), handle('follow')),
    http.post(apiPath(`/api/incidents/${CASE_ID}/follow/anonymous`), handle('anonymous')),
  );
  return sent;
}

async function writeNearTheCase(): Promise<Rendered> {
  const rendered = renderWithKit(<ReportPage />, { route: '/report-incident' });
  await screen.findByRole('form', { name: 'Report an Incident' });
  await rendered.user.type(textbox('Incident Description'), 'Dog hit by a scooter');
  await rendered.user.type(textbox('Animal Description'), 'Brown dog, limping');
  await rendered.user.selectOptions(combobox('City'), 'Pune');
  await rendered.user.type(textbox('Detailed Address'), 'FC Road');
  const box = await screen.findByRole('region', { name: 'Is it one of these?' });
  expect(box).toHaveTextContent('If it is, follow that case instead');
  return rendered;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

test('signed in: the words and the photo go to that case, and the form shows its follow link', async () => {
  sessionStore.login({ token: 'token-user', _id: 'd'.repeat(24), role: 'user', name: 'Asha' });
  const sent = onFollow();
  const rendered = await writeNearTheCase();
  await rendered.user.upload(
    screen.getByLabelText(/^Animal Photo/),
    new File([PNG], 'dog.png', { type: 'image/png' }),
  );
  await rendered.user.click(followButton());

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('You are following this case');
  expect(within(status).getByTestId('follow-link')).toHaveAttribute('href', FOLLOW_URL);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    path: 'follow',
    data: { text: 'Dog hit by a scooter\nBrown dog, limping' },
    auth: 'Bearer token-user',
  });
  expect(sent[0]?.photo?.name).toBe('dog.png');
  // Nothing new was reported: the draft is gone.
  await waitFor(async () => expect(await draftStore.load()).toBeNull());
  expect(screen.queryByRole('form', { name: 'Report an Incident' })).not.toBeInTheDocument();
});

test("logged out: the contact is asked first, then goes with the words to the visitors' path", async () => {
  const sent = onFollow();
  const rendered = await writeNearTheCase();
  await rendered.user.click(followButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Please give your name');
  expect(textbox('Contact Name')).toHaveFocus();
  expect(sent).toHaveLength(0);

  await rendered.user.type(textbox('Contact Name'), 'Ravi');
  await rendered.user.type(textbox('Contact Number'), '98765 43210');
  await rendered.user.click(followButton());
  const status = await screen.findByRole('status');
  expect(within(status).getByTestId('follow-link')).toHaveAttribute('href', FOLLOW_URL);
  expect(sent).toEqual([
    {
      path: 'anonymous',
      data: {
        text: 'Dog hit by a scooter\nBrown dog, limping',
        contact: { name: 'Ravi', phoneNumber: '98765 43210' },
      },
      photo: null,
      auth: null,
    },
  ]);
});

test("the server's refusal is said beside the button, and the report stays to send", async () => {
  onFollow(() =>
    HttpResponse.json(
      { message: 'Too many reports. Please try again in 30 minutes.' },
      { status: 429, headers: { 'Retry-After': '1800' } },
    ),
  );
  sessionStore.login({ token: 'token-user', _id: 'd'.repeat(24), role: 'user', name: 'Asha' });
  const rendered = await writeNearTheCase();
  await rendered.user.click(followButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many reports. Please try again in 30 minutes.',
  );
  expect(textbox('Incident Description')).toHaveValue('Dog hit by a scooter');
  expect(screen.getByRole('button', { name: 'Submit Report' })).toBeEnabled();
});
