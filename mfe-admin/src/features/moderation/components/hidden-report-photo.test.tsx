import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { loginAs, renderAdmin, report } from '../../../testing/render-admin';

const HIDDEN_PHOTO = 'a'.repeat(32) + '.jpg';
const hidden = report({
  photo: HIDDEN_PHOTO,
  moderation: { hidden: true, hiddenReason: 'Spam', hiddenAt: null, duplicateOf: null },
});
const shown = report({ photo: 'b'.repeat(32) + '.jpg' });

test("a hidden report's photo is loaded with the operator's token; a visible one stays a plain URL", async () => {
  loginAs('admin');
  const photoAuth: (string | null)[] = [];
  server.use(
    http.get(apiPath('/api/admin/reports'), () => HttpResponse.json({ data: [hidden, shown] })),
    // As the incidents service serves a hidden report's photo: to the operator's token only.
    http.get(apiPath(`/api/uploads/${HIDDEN_PHOTO}`), ({ request }) => {
      photoAuth.push(request.headers.get('authorization'));
      return request.headers.get('authorization') === 'Bearer admin-token'
        ? new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), {
            headers: { 'Content-Type': 'image/jpeg' },
          })
        : HttpResponse.json({ message: 'Photo not found' }, { status: 404 });
    }),
  );
  renderAdmin('/admin/reports?view=hidden');

  const card = (id: string) => screen.findByRole('article', { name: `Report #${id.slice(-6)}` });
  const hiddenPhoto = await within(await card(hidden._id)).findByRole('img', {
    name: `Photo of report #${hidden._id.slice(-6)}`,
  });
  expect(hiddenPhoto.getAttribute('src')).toMatch(/^blob:/);
  expect(photoAuth).toEqual(['Bearer admin-token']);

  const shownPhoto = within(await card(shown._id)).getByRole('img', {
    name: `Photo of report #${shown._id.slice(-6)}`,
  });
  expect(shownPhoto).toHaveAttribute('src', apiPath(`/api/uploads/${shown.photo}?size=thumb`));
});
