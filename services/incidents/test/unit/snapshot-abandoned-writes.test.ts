// A snapshot write that its process ended during leaves a temporary file as large as a
// snapshot; replicas killed and started again (issue 32's churn) would pile them up. The next
// start removes those whose process is gone, and leaves a running writer's alone.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removeAbandonedWrites } from '../../src/store/working-set-snapshot';

test("a killed writer's temporary snapshot is removed; a running one's, and other files, stay", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'snapshot-writes-'));
  try {
    const file = path.join(dir, 'working-set-3101.snapshot');
    // A process that has ended: its pid is not running any more.
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const names = {
      abandoned: `working-set-3101.snapshot.${ended}.0a1b2c3d.tmp`,
      ownWrite: `working-set-3101.snapshot.${process.pid}.0a1b2c3d.tmp`,
      parentWrite: `working-set-3101.snapshot.${process.ppid}.0a1b2c3d.tmp`,
      otherReplica: `working-set-3102.snapshot.${ended}.0a1b2c3d.tmp`,
      snapshot: 'working-set-3101.snapshot',
    };
    for (const name of Object.values(names)) await writeFile(path.join(dir, name), 'x');

    expect(await removeAbandonedWrites(file)).toEqual([names.abandoned]);
    expect((await readdir(dir)).sort()).toEqual(
      [names.ownWrite, names.parentWrite, names.otherReplica, names.snapshot].sort(),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('no folder yet: nothing to remove', async () => {
  expect(await removeAbandonedWrites('/nonexistent-folder/working-set.snapshot')).toEqual([]);
});
