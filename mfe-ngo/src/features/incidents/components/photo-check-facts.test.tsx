import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Incident } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { incident, loginNgo, renderDashboard } from '../../../testing/render-dashboard';

beforeEach(() => loginNgo());

type PhotoCheck = NonNullable<Incident['animalInfo']['photoCheck']>;

function withCheck(type: string, photoCheck?: PhotoCheck): Incident {
  const item = incident();
  item.animalInfo = { ...item.animalInfo, type, photo: 'a'.repeat(32) + '.jpg', photoCheck };
  server.use(http.get(apiPath(`/api/incidents/${item._id}`), () => HttpResponse.json(item)));
  return item;
}

const check = (over: Partial<PhotoCheck>): PhotoCheck => ({
  animals: [],
  suggestedType: null,
  noAnimalFound: false,
  model: 'centernet-coco (@vladmandic/human 3.3.6)',
  checkedAt: new Date().toISOString(),
  ...over,
});

const description = () => screen.findByRole('region', { name: 'Description' });

test('the suggested type with its score, every animal seen, and a suggestion when no type was given', async () => {
  const item = withCheck(
    'Unknown',
    check({
      animals: [
        { type: 'cat', score: 0.45 },
        { type: 'dog', score: 0.29 },
      ],
      suggestedType: 'cat',
    }),
  );
  renderDashboard(`/dashboard/incidents/${item._id}`);
  const card = await description();
  expect(card).toHaveTextContent('Photo check');
  expect(card).toHaveTextContent('Looks like a cat (45%)');
  expect(card).toHaveTextContent('Seen in the photo: cat 45%, dog 29%');
  expect(card).toHaveTextContent('The reporter gave no animal type: the photo suggests a cat.');
  expect(card).toHaveTextContent('It can be wrong.');
});

test('no animal found: said so, and that the report stands; no suggestion over a given type', async () => {
  const item = withCheck('Dog', check({ noAnimalFound: true }));
  renderDashboard(`/dashboard/incidents/${item._id}`);
  const card = await description();
  expect(card).toHaveTextContent('No animal found in the photo');
  expect(card).toHaveTextContent('The report stays as it was sent.');
  expect(card).not.toHaveTextContent('suggests');
});

test('nothing before the check', async () => {
  const item = withCheck('Dog');
  renderDashboard(`/dashboard/incidents/${item._id}`);
  const card = await description();
  expect(card).not.toHaveTextContent('Photo check');
});
