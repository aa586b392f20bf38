import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Incident } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { USER_ID, incident, loginAs, profile, renderDashboard } from '../testing/render-dashboard';

const PHOTO = 'c'.repeat(32) + '.jpg';

/** The reporter's own report, hidden by the operator, with a photo. */
function hiddenReport(): Incident {
  const base = incident();
  return incident({
    animalInfo: { ...base.animalInfo, photo: PHOTO },
    moderation: {
      hidden: true,
      hiddenReason: 'Abusive language',
      hiddenAt: '2026-11-21T10:00:00.000Z',
      duplicateOf: null,
    },
  });
}

/** The photo as the incidents service serves a hidden report's: to its reporter's token only. */
function servePhoto(): { auth: string | null; size: string | null }[] {
  const seen: { auth: string | null; size: string | null }[] = [];
  server.use(
    http.get(apiPath(`/api/uploads/${PHOTO}`), ({ request }) => {
      const auth = request.headers.get('authorization');
      seen.push({ auth, size: new URL(request.url).searchParams.get('size') });
      return auth === 'Bearer user-token'
        ? new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), {
            headers: { 'Content-Type': 'image/jpeg' },
          })
        : HttpResponse.json({ message: 'Photo not found' }, { status: 404 });
    }),
  );
  return seen;
}

beforeEach(() => loginAs());

test("the reporter's case page shows their hidden report's photo, loaded with their token", async () => {
  const item = hiddenReport();
  const seen = servePhoto();
  server.use(
    http.get(apiPath(`/api/incidents/${item._id}`), () => HttpResponse.json(item)),
    http.get(apiPath(`/api/incidents/${item._id}/history`), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
  );
  renderDashboard(`/user-dashboard/incidents/${item._id}`);

  const photo = await screen.findByRole('img', { name: 'Dog: Brown dog, back leg hurt' });
  expect(photo.getAttribute('src')).toMatch(/^blob:/);
  expect(seen).toEqual([{ auth: 'Bearer user-token', size: null }]);
});

test("the reporter's list shows a hidden report's thumbnail, loaded with their token", async () => {
  const seen = servePhoto();
  server.use(
    http.get(apiPath(`/api/users/profile/${USER_ID}`), () => HttpResponse.json(profile())),
    http.get(apiPath(`/api/users/my-incidents/${USER_ID}`), () =>
      HttpResponse.json({ success: true, data: [hiddenReport()], nextCursor: null }),
    ),
  );
  renderDashboard();

  const list = await screen.findByRole('region', { name: 'Your Incidents' });
  const photo = await within(list).findByRole('img', { name: 'Dog: Brown dog, back leg hurt' });
  expect(photo.getAttribute('src')).toMatch(/^blob:/);
  expect(seen).toEqual([{ auth: 'Bearer user-token', size: 'thumb' }]);
});
