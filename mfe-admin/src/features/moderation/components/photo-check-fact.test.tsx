import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ModerationItem } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { loginAs, renderAdmin, report } from '../../../testing/render-admin';

beforeEach(() => loginAs('admin'));

const checked = (over: Partial<NonNullable<ModerationItem['photoCheck']>>) => ({
  animals: [],
  suggestedType: null,
  noAnimalFound: false,
  model: 'centernet-coco (@vladmandic/human 3.3.6)',
  checkedAt: '2026-11-21T09:00:00.000Z',
  ...over,
});

test('the report cards show what the photo check saw, and nothing before it', async () => {
  const cat = report({
    photoCheck: checked({
      animals: [
        { type: 'cat', score: 0.55 },
        { type: 'dog', score: 0.21 },
      ],
      suggestedType: 'cat',
    }),
  });
  const none = report({ photoCheck: checked({ noAnimalFound: true }) });
  const unchecked = report();
  server.use(
    http.get(apiPath('/api/admin/reports'), () =>
      HttpResponse.json({ data: [cat, none, unchecked] }),
    ),
  );
  renderAdmin('/admin/reports');
  await screen.findAllByRole('heading', { name: /^Report #/ });
  const card = (id: string) => screen.getByRole('article', { name: `Report #${id.slice(-6)}` });
  expect(card(cat._id)).toHaveTextContent('Photo checkcat 55%, dog 21%');
  expect(within(card(none._id)).getByText('No animal found in the photo')).toBeInTheDocument();
  expect(card(unchecked._id)).not.toHaveTextContent('Photo check');
});
