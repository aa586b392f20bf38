import { MongoServerError, type Db } from 'mongodb';
import { waitFor } from '@rescue/testkit/wait';
import { createLogger } from '@rescue/process-kit';
import {
  STORAGE_FULL_MESSAGE,
  isStorageFull,
  storageIsFull,
  toClientError,
  watchStorage,
} from '../../src';

// A full disk, as the databases say it: one mapping to 503 'storage is full' (it was a 500).

/** What the embedded FerretDB answered an insert on a full tmpfs (captured). */
const ferretFull = () =>
  new MongoServerError({
    ok: 0,
    errmsg:
      '[msg_insert.go:168 handler.(*Handler).MsgInsert] [db.go:167 fsql.(*DB).InTransaction] database or disk is full (13)',
    code: 1,
    codeName: 'InternalError',
  });

test('out-of-space errors of FerretDB, MongoDB and the file system are 503 storage full', () => {
  const mongoFull = new MongoServerError({
    ok: 0,
    errmsg: 'Insufficient free space for journal files',
    code: 14031,
    codeName: 'OutOfDiskSpace',
  });
  const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
  });
  for (const error of [ferretFull(), mongoFull, new Error('wrapped', { cause: enospc })]) {
    expect(isStorageFull(error)).toBe(true);
    const answer = toClientError(error);
    expect(answer.status).toBe(503);
    expect(answer.message).toBe(STORAGE_FULL_MESSAGE);
    expect(answer.headers['Retry-After']).toBeDefined();
  }
  const other = new MongoServerError({ ok: 0, errmsg: 'bad query', code: 2, codeName: 'BadValue' });
  expect(isStorageFull(other)).toBe(false);
  expect(toClientError(other).status).toBe(500);
});

test('the watch logs a full disk once, and its end once, found by its own probe write', async () => {
  let full = true;
  let probes = 0;
  const db = {
    databaseName: 'rescue_test',
    collection: () => ({
      updateOne: () => {
        probes += 1;
        return full ? Promise.reject(ferretFull()) : Promise.resolve({});
      },
    }),
  } as unknown as Db;
  const logger = createLogger('test', 'info');
  const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);
  const watch = watchStorage(db, logger, 10);
  try {
    expect(storageIsFull()).toBe(false);
    for (let i = 0; i < 5; i += 1) toClientError(ferretFull()); // five refused writes
    expect(storageIsFull()).toBe(true);
    // Probes keep failing while full: still one line.
    await waitFor(() => probes >= 3, { what: 'three probes on the full disk' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![1]).toMatch(/storage is full/);
    full = false;
    await waitFor(() => !storageIsFull(), { what: 'the probe to find space again' });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![1]).toMatch(/space again/);
  } finally {
    watch.stop();
  }
});
