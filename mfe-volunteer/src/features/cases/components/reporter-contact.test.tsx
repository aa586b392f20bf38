import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CaseContactsResponse, UpdateProfileRequest } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import {
  VOLUNTEER_ID,
  caseDetail,
  loginVolunteer,
  renderPortal,
} from '../../../testing/render-portal';

// Reaching each other (issue 31): on a case the volunteer holds, the reporter's name and a call
// link as the server gives them, and the volunteer's own choice to show their phone.
const HELD = caseDetail({ status: 'in progress', assignedToMe: true });

function serve(contacts: CaseContactsResponse, detail = HELD) {
  const asked: string[] = [];
  server.use(
    http.get(apiPath(`/api/volunteer/incidents/${detail.id}`), () => HttpResponse.json(detail)),
    http.get(apiPath(`/api/incidents/${detail.id}/history`), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
    http.get(apiPath(`/api/incidents/${detail.id}/contacts`), () => {
      asked.push('contacts');
      return HttpResponse.json(contacts);
    }),
  );
  return asked;
}

beforeEach(() => loginVolunteer());

test("the reporter's name and a call link", async () => {
  serve({
    success: true,
    reporter: { name: 'Meera Shah', phoneNumber: '+91 (90000) 33333' },
    volunteer: null,
  });
  renderPortal(`/voldash/case/${HELD.id}`);
  const block = await screen.findByRole('region', { name: 'Reporter' });
  expect(block).toHaveTextContent('Meera Shah');
  expect(
    within(block).getByRole('link', { name: 'Call Meera Shah: +91 (90000) 33333' }),
  ).toHaveAttribute('href', 'tel:+919000033333');
});

test('a reporter who asked not to be called: the name, no link', async () => {
  serve({ success: true, reporter: { name: 'Meera Shah', phoneNumber: null }, volunteer: null });
  renderPortal(`/voldash/case/${HELD.id}`);
  const block = await screen.findByRole('region', { name: 'Reporter' });
  expect(block).toHaveTextContent('Meera Shah asked not to be called.');
  expect(document.querySelector('a[href^="tel:"]')).toBeNull();
});

test('a case the volunteer does not hold asks nothing and shows no block', async () => {
  const asked = serve(
    {
      success: true,
      reporter: { name: 'Meera Shah', phoneNumber: '+91 90000 33333' },
      volunteer: null,
    },
    caseDetail(),
  );
  renderPortal(`/voldash/case/${HELD.id}`);
  expect(await screen.findByRole('heading', { name: 'Dog' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Reporter' })).not.toBeInTheDocument();
  expect(asked).toEqual([]);
});

test('showing my phone to reporters is saved in my profile (off by default)', async () => {
  serve({ success: true, reporter: { name: 'Meera Shah', phoneNumber: null }, volunteer: null });
  const sent: UpdateProfileRequest[] = [];
  server.use(
    http.put(apiPath(`/api/users/profile/${VOLUNTEER_ID}`), async ({ request }) => {
      const body = (await request.json()) as UpdateProfileRequest;
      sent.push(body);
      return HttpResponse.json({
        _id: VOLUNTEER_ID,
        name: 'Asha',
        email: 'asha@example.com',
        role: 'volunteer',
        city: 'Mumbai',
        phoneNumber: '9876543210',
        address: '7 Marine Drive',
        requiresDocuments: false,
        showPhoneToReporter: body.showPhoneToReporter,
        createdAt: new Date(0).toISOString(),
      });
    }),
  );
  const { user } = renderPortal(`/voldash/case/${HELD.id}`);
  const choice = await screen.findByRole('checkbox', {
    name: 'Show my phone number to the reporters of my cases',
  });
  expect(choice).not.toBeChecked();
  await user.click(choice);
  await waitFor(() => expect(choice).toBeChecked());
  await waitFor(() => expect(choice).toBeEnabled());
  expect(sent).toEqual([{ showPhoneToReporter: true }]);
});
