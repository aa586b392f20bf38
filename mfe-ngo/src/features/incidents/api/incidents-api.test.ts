import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { incident, loginNgo } from '../../../testing/render-dashboard';
import { updateIncidentStatus } from './incidents-api';

// Issue 32: each status change the NGO makes carries its own Idempotency-Key, so a send the
// client repeats (a renewed session's resend) is applied once by the server.
beforeEach(() => loginNgo());

test('every status change sends an Idempotency-Key of its own', async () => {
  const item = incident();
  const keys: (string | null)[] = [];
  server.use(
    http.put(apiPath(`/api/ngo/incidents/${item._id}/update`), ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return HttpResponse.json({
        success: true,
        message: 'Status updated successfully',
        incident: { ...item, status: 'in progress' },
      });
    }),
  );
  await updateIncidentStatus(item._id, 'in progress');
  await updateIncidentStatus(item._id, 'in progress', { note: 'Our van is on the way' });
  expect(keys).toHaveLength(2);
  for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[0]).not.toBe(keys[1]);
});
