import { destinationPoint, findCity, type LngLat } from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import type { TestUser } from '@rescue/testkit/users';
import { reportData, reportForm, type ReportedCategory } from '@rescue/testkit/reports';
import {
  startPushService,
  type BrowserSubscription,
  type FakePushService,
} from '@rescue/testkit/web-push';

/** [lng, lat] of a city's centre. */
export function centreOf(city: string): LngLat {
  const found = findCity(city);
  if (!found) throw new Error(`no city ${city}`);
  return [found.longitude, found.latitude];
}

/** A point `km` east of a city's centre. */
export const eastOf = (city: string, km: number): LngLat =>
  destinationPoint(centreOf(city), 90, km);

/** The critical case the push tests report: 2 km east of Pune's centre, near its volunteers. */
export const CRITICAL_NEAR_PUNE = {
  city: 'Pune',
  at: eastOf('Pune', 2),
  score: 9,
  category: 'CRITICAL',
} as const;

/** Reports a case at `at` through the gateway, as the report form does; returns its id. */
export async function report(
  stack: TestStack,
  reporter: TestUser,
  {
    city,
    at,
    score,
    category,
  }: { city: string; at: LngLat; score: number; category: ReportedCategory },
): Promise<string> {
  const form = reportForm(
    reportData({
      city,
      location: { address: 'Near the bus stand', coordinates: at },
      animalInfo: { aiSeverityAssessment: { score, category } },
    }),
  );
  const res = await client(stack.url).post('/api/incidents/create', {
    token: reporter.token,
    form,
  });
  if (res.status !== 201) throw new Error(`report: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.incident._id as string;
}

/** The volunteer goes on duty at `at` and subscribes this browser with their preferences. */
export async function onDutyWithPush(
  stack: TestStack,
  volunteer: TestUser,
  browser: BrowserSubscription,
  { at, onDuty = true, radiusKm = 10 }: { at: LngLat; onDuty?: boolean; radiusKm?: number },
): Promise<void> {
  const api = client(stack.url);
  const duty = await api.put('/api/volunteer/duty', {
    token: volunteer.token,
    json: { onDuty, lng: at[0], lat: at[1] },
  });
  if (duty.status !== 200) throw new Error(`duty: ${duty.status} ${JSON.stringify(duty.body)}`);
  const sub = await api.post('/api/notifications/push-subscriptions', {
    token: volunteer.token,
    json: { subscription: browser.json, preferences: { radiusKm, minSeverity: 'high' } },
  });
  if (sub.status !== 201) throw new Error(`subscribe: ${sub.status} ${JSON.stringify(sub.body)}`);
}

/** Web Push to a push service of the test file's own, the only one the stack may push to. */
export interface PushBench {
  stack: TestStack;
  pushService: FakePushService;
  /** The browsers subscribed through subscribe, by name. */
  browsers: Map<string, BrowserSubscription>;
  /** A browser of this name subscribes at the push service, as PushManager.subscribe does. */
  subscribe(name: string): BrowserSubscription;
}

/** As jest hooks: the push service, then the stack (with `env` too); both closed after the file. */
export function pushBench(env: Record<string, string> = {}): PushBench {
  const browsers = new Map<string, BrowserSubscription>();
  const bench = {
    browsers,
    subscribe: (name: string) => {
      const browser = bench.pushService.subscribe(name);
      browsers.set(name, browser);
      return browser;
    },
  } as PushBench;
  beforeAll(async () => {
    bench.pushService = await startPushService();
    bench.stack = await startTestStack({
      env: { WEB_PUSH_ALLOWED_ORIGINS: bench.pushService.origin, ...env },
    });
  });
  afterAll(async () => {
    await bench.stack?.close();
    await bench.pushService?.close();
  });
  return bench;
}
