import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Incident } from '@rescue/contracts';
import { toast } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { incident, loginNgo, renderDashboard } from '../../../testing/render-dashboard';

beforeEach(() => loginNgo());
afterEach(() => toast.remove());

/** A report the app assessed MODERATE from a ticked sign, one sign said to be absent. */
function assessed(): Incident {
  const item = incident({}, 5);
  item.animalInfo.assessment = {
    score: 5,
    category: 'MODERATE',
    assessmentDetails: 'MODERATE: limping (ticked).',
    rubricVersion: '2026-11.1',
    signs: ['limping'],
    reasons: [
      {
        sign: 'limping',
        label: 'limping',
        category: 'MODERATE',
        source: 'ticked',
        words: null,
        status: 'counted',
        decisive: true,
      },
      {
        sign: 'heavy_bleeding',
        label: 'heavy bleeding',
        category: 'CRITICAL',
        source: 'text',
        words: 'no bleeding',
        status: 'negated',
        decisive: false,
      },
    ],
  } as NonNullable<Incident['animalInfo']['assessment']>;
  return item;
}

function serve(item: Incident) {
  const bodies: unknown[] = [];
  let current = item;
  server.use(
    http.get(apiPath(`/api/incidents/${item._id}`), () => HttpResponse.json(current)),
    http.put(apiPath('/api/ngo/incidents/:id/severity'), async ({ request }) => {
      const body = (await request.json()) as {
        category: Incident['animalInfo']['aiSeverityAssessment']['category'];
        reason?: string;
      };
      bodies.push(body);
      current = {
        ...current,
        animalInfo: {
          ...current.animalInfo,
          aiSeverityAssessment: {
            ...current.animalInfo.aiSeverityAssessment,
            category: body.category,
          },
          ngoGrading: {
            category: body.category as 'CRITICAL',
            reason: body.reason ?? null,
            appCategory: 'MODERATE',
            rubricVersion: '2026-11.1',
            agreed: body.category === 'MODERATE',
            ngo: { id: 'n'.repeat(24), name: 'Paws Trust' },
            at: new Date().toISOString(),
          },
        },
      };
      return HttpResponse.json({
        success: true,
        message: body.reason ? 'Severity changed' : 'Severity confirmed',
        incident: current,
      });
    }),
  );
  return bodies;
}

test("the app's reasons and rubric version are shown; a change asks the category and why", async () => {
  const item = assessed();
  const bodies = serve(item);
  const { user } = renderDashboard(`/dashboard/incidents/${item._id}`);
  const card = await screen.findByRole('region', { name: 'AI Assessment' });
  expect(card).toHaveTextContent('limping (Moderate)');
  expect(card).toHaveTextContent('heavy bleeding (Critical) · said to be absent · “no bleeding”');
  expect(card).toHaveTextContent('Rubric version 2026-11.1');

  await user.click(within(card).getByRole('button', { name: 'Change severity' }));
  const dialog = screen.getByRole('dialog', { name: 'Change the severity' });
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'New severity' }),
    'CRITICAL',
  );
  await user.type(
    within(dialog).getByRole('textbox', { name: /Why is it different/ }),
    'It cannot breathe',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Change severity' }));
  expect(await screen.findByText('Severity changed')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bodies).toEqual([{ category: 'CRITICAL', reason: 'It cannot breathe' }]);
  expect(card).toHaveTextContent('Changed by Paws Trust to Critical: It cannot breathe');
});

test('Confirm keeps the category and sends no reason', async () => {
  const item = assessed();
  const bodies = serve(item);
  const { user } = renderDashboard(`/dashboard/incidents/${item._id}`);
  const card = await screen.findByRole('region', { name: 'AI Assessment' });
  await user.click(within(card).getByRole('button', { name: 'Confirm' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm the severity' });
  expect(dialog).toHaveTextContent('The severity stays Moderate');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Severity confirmed')).toBeInTheDocument();
  expect(bodies).toEqual([{ category: 'MODERATE' }]);
  expect(card).toHaveTextContent('Confirmed by Paws Trust: Moderate');
});
