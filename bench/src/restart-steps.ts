// The scaling row's restart with what the whole bench does before it, a step at a time, to find
// which of them slows the restart or lifts the memory (scale-only.ts runs the row alone):
//   BENCH_STEPS=photos,writes node scripts/run.mjs bench/src/restart-steps.ts
// photos: BENCH_PHOTOS (100) reports with a 1 MB photo through the gateway first, as the
//   bench's upload rows send them (each is checked by the photo check afterwards);
// writes: BENCH_WRITE_SECONDS (60) of a report and a status change a second after the set is
//   warm, as the mixed and analytics rows write before the restart;
// load: the HTTP rows' load before the scaling load, 5 s each at 10 then 50 connections of
//   the NGO list and of reports with a 1 MB photo, through the gateway and direct (run.ts).
// reads: the scaling row's reads after the set is warm, as run.ts makes them: the NGO list at 50
//   connections, then at 10 and 50 read-only and beside writes, then the analytics beside writes
//   (each phase's memory apart: which of them holds the heap).
// BENCH_SCALE_INCIDENTS sets the size (50,000). Prints the restart's phases, the changes it
// caught up and the incidents service's highest resident memory in each phase, as JSON.
import { setTimeout as sleep } from 'node:timers/promises';
import { registerSignedUser } from '@rescue/testkit/users';
import { loadOrCreateSecrets } from '@rescue/stack/keys';
import {
  loadStore,
  multipartBody,
  onePhotoMegabyte,
  reportJson,
  runBench,
  templateIncident,
} from './fixtures';
import { waitForWorkingSets, workingSetOf } from './working-set';
import { liveWritersOnFirstPage, readsBesideWrites, residentMb, type Writer } from './mixed';
import { measureAnalytics } from './analytics';
import { measureRestart, restartCounts, sampleResident } from './restart';
import { log, startBenchStack } from './bench-stack';
import { load } from './http-load';

const SCALE = Number(process.env.BENCH_SCALE_INCIDENTS ?? 50_000);
const STEPS = new Set((process.env.BENCH_STEPS ?? '').split(',').filter(Boolean));
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 100);
const WRITE_SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 60);
/** Each load's length, as run.ts's BENCH_SECONDS. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function main(): Promise<void> {
  const { stack, dataDir, stop } = await startBenchStack('steps', { MAP_TILE_URL: '' });
  try {
    const ngo = await registerSignedUser(stack, 'ngo');
    const user = await registerSignedUser(stack, 'user');
    const templateId = await templateIncident(stack.url, user.token);
    const internalKey = loadOrCreateSecrets(dataDir).internalApiKey;
    const incidentsUrl = stack.services.incidents[0]!;
    const memory = sampleResident(
      () => stack.pid('incidents'),
      'accounts',
      async () => (await workingSetOf(incidentsUrl, internalKey)).memory,
    );
    if (STEPS.has('photos')) {
      memory.mark('photos');
      log(`Reporting ${PHOTOS} incidents with a 1 MB photo`);
      const upload = multipartBody(
        { data: JSON.stringify(reportJson('Cat stuck on a wall', 'Grey cat', 4, 'Scared')) },
        {
          name: 'cat.jpg',
          field: 'animalPhoto',
          type: 'image/jpeg',
          data: await onePhotoMegabyte(),
        },
      );
      for (let i = 0; i < PHOTOS; i += 1) {
        const res = await fetch(`${stack.url}/api/incidents/create`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.token}`, 'content-type': upload.contentType },
          body: upload.body,
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`a report with a photo: ${res.status}`);
      }
    }
    if (STEPS.has('load')) {
      memory.mark('load');
      log('HTTP load: the NGO list and reports with a photo, 10 then 50 connections');
      await httpRows(stack, incidentsUrl, ngo.token, user.token);
    }
    memory.mark('bulk load');
    await loadStore({ url: incidentsUrl, internalApiKey: internalKey }, templateId, SCALE, log);
    memory.mark('build');
    await waitForWorkingSets([incidentsUrl], internalKey, SCALE, log);
    const warm = await workingSetOf(incidentsUrl, internalKey);
    const residentWarmMb = residentMb(stack.pid('incidents'));
    if (STEPS.has('writes')) {
      memory.mark('writes');
      log(`Writing for ${WRITE_SECONDS} s`);
      const writers = await liveWritersOnFirstPage(stack.url, user.token, ngo.token);
      await writeFor(writers.both, WRITE_SECONDS * 1000);
    }
    if (STEPS.has('reads')) {
      const writers = await liveWritersOnFirstPage(stack.url, user.token, ngo.token);
      const list = {
        url: `${stack.url}/api/incidents`,
        headers: { authorization: `Bearer ${ngo.token}` },
      };
      memory.mark('list');
      log('NGO list, 50 connections');
      await load({ ...list, connections: 50, seconds: SECONDS });
      for (const connections of [10, 50]) {
        memory.mark(`mixed ${connections}`);
        log(`NGO list, ${connections} connections, read-only then beside writes`);
        await readsBesideWrites({ ...list, connections, seconds: SECONDS }, writers.both);
      }
      memory.mark('analytics');
      log('NGO analytics beside writes');
      await measureAnalytics(stack.url, ngo.token, writers.both, SCALE, SECONDS);
    }
    memory.mark('restart');
    const restart = await measureRestart(stack, 'incidents', ngo.token, internalKey, log);
    const residentPeakMb = memory.stop();
    console.log(
      JSON.stringify(
        {
          incidents: SCALE,
          steps: [...STEPS],
          firstBuild: warm,
          residentWarmMb,
          residentPeakMb,
          residentPeakByPhaseMb: memory.byPhase(),
          memoryPartsPeakByPhaseMb: memory.insideByPhase(),
          restart,
          supervisorRestarts: restartCounts(stack),
        },
        null,
        2,
      ),
    );
  } finally {
    await stop();
  }
}

/** The bench's HTTP rows on the incidents service (run.ts), before its scaling load. */
async function httpRows(
  stack: { url: string },
  incidentsUrl: string,
  ngoToken: string,
  userToken: string,
): Promise<void> {
  const upload = multipartBody(
    { data: JSON.stringify(reportJson('Cat stuck on a wall', 'Grey cat', 4, 'Scared')) },
    { name: 'cat.jpg', field: 'animalPhoto', type: 'image/jpeg', data: await onePhotoMegabyte() },
  );
  const scenarios = [
    { path: '/api/incidents', method: 'GET' as const, token: ngoToken },
    { path: '/api/incidents/create', method: 'POST' as const, token: userToken, upload },
  ];
  for (const connections of [10, 50]) {
    for (const s of scenarios) {
      for (const base of [stack.url, incidentsUrl]) {
        await load({
          url: `${base}${s.path}`,
          method: s.method,
          headers: {
            authorization: `Bearer ${s.token}`,
            ...(s.upload ? { 'content-type': s.upload.contentType } : {}),
          },
          body: s.upload?.body,
          connections,
          seconds: SECONDS,
        });
      }
    }
  }
}

/** Each writer's writes one after another at its rate, for `ms`. */
async function writeFor(writers: Writer[], ms: number): Promise<void> {
  const until = Date.now() + ms;
  await Promise.all(
    writers.map(async (writer) => {
      while (Date.now() < until) {
        await writer.write().catch(() => undefined);
        await sleep(1000 / writer.perSecond);
      }
    }),
  );
}

runBench(main);
