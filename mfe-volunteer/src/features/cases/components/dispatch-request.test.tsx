// An NGO's request on the volunteer's case page (issue 31): Accept takes the case, Decline
// says no; either way the request is answered once and the page shows the case as it is now.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { VolunteerCaseDetail } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import {
  caseDetail,
  findToast,
  loginVolunteer,
  renderPortal,
} from '../../../testing/render-portal';

const ASKED = caseDetail({
  dispatchRequest: { ngoName: 'Paws Trust', requestedAt: new Date().toISOString() },
});

function serve(detail: VolunteerCaseDetail) {
  const answers: string[] = [];
  server.use(
    http.get(apiPath(`/api/volunteer/incidents/${detail.id}`), () => HttpResponse.json(detail)),
    // Once the case is theirs the page reads its history: nothing in it here.
    http.get(apiPath(`/api/incidents/${detail.id}/history`), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
    http.post(apiPath(`/api/volunteer/incidents/${detail.id}/dispatch/accept`), () => {
      answers.push('accept');
      return HttpResponse.json({
        success: true,
        message: 'Status updated successfully',
        data: { ...detail, status: 'in progress', assignedToMe: true, dispatchRequest: null },
      });
    }),
    http.post(apiPath(`/api/volunteer/incidents/${detail.id}/dispatch/decline`), () => {
      answers.push('decline');
      return HttpResponse.json({
        success: true,
        message: 'You said no to this request',
        data: { ...detail, dispatchRequest: null },
      });
    }),
  );
  return answers;
}

beforeEach(() => loginVolunteer());

const ASKING = 'Paws Trust asks you to take this case';

/** The asked case's page, and its request once it shows. */
async function openRequest() {
  const { user } = renderPortal(`/voldash/case/${ASKED.id}`);
  const request = await screen.findByRole('region', { name: ASKING });
  return { user, request };
}

test.each([
  [
    'Accept',
    'takes the case: the request is gone and the case is theirs',
    'The case is yours now. Thank you!',
    'accept',
  ],
  [
    'Decline',
    'says no once, and the request is gone',
    'You said no. The NGO can ask someone else.',
    'decline',
  ],
])('%s %s', async (button, _, thanks, answer) => {
  const answers = serve(ASKED);
  const { user, request } = await openRequest();
  await user.click(within(request).getByRole('button', { name: button }));
  expect(await findToast(thanks)).toBeInTheDocument();
  expect(answers).toEqual([answer]);
  expect(screen.queryByRole('region', { name: ASKING })).not.toBeInTheDocument();
});

test("a refusal (taken meanwhile) is shown in the server's words", async () => {
  serve(ASKED);
  server.use(
    http.post(apiPath(`/api/volunteer/incidents/${ASKED.id}/dispatch/accept`), () =>
      HttpResponse.json(
        { message: 'This case has already been taken by another volunteer' },
        { status: 409 },
      ),
    ),
  );
  const { user, request } = await openRequest();
  await user.click(within(request).getByRole('button', { name: 'Accept' }));
  expect(
    await findToast('This case has already been taken by another volunteer'),
  ).toBeInTheDocument();
});

test("no request, no region: the page's own Assign Case to Me", async () => {
  serve(caseDetail());
  renderPortal(`/voldash/case/${ASKED.id}`);
  await screen.findByRole('heading', { name: /Dog/ });
  expect(
    screen.queryByRole('region', { name: /asks you to take this case/ }),
  ).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Assign Case to Me' })).toBeInTheDocument();
});

test('the asked volunteer has one action: Accept or Decline, not also Assign Case to Me', async () => {
  serve(ASKED);
  const { request } = await openRequest();
  expect(within(request).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Assign Case to Me' })).not.toBeInTheDocument();
});
