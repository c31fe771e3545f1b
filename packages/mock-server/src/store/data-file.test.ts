import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.ts';
import { createSeed } from './seed/index.ts';
import { checkDataFile, DataFileError } from './persistence.ts';
import { createStore } from './store.ts';

const dir = mkdtempSync(join(tmpdir(), 'ehp-datafile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('--data FILE that cannot be used as is', () => {
  it('when the path is a directory, then start-up stops with a clear DataFileError and the directory is left alone', () => {
    const folder = join(dir, 'a-folder');
    mkdirSync(folder);
    expect(() => createStore({ dataFile: folder, logger: silentLogger })).toThrow(DataFileError);
    expect(() => createStore({ dataFile: folder, logger: silentLogger })).toThrow(/is a directory; give a file name/);
    expect(existsSync(folder)).toBe(true);
    expect(readdirSync(dir).filter((f) => f.includes('corrupt'))).toEqual([]);
  });

  it('when the folder of the file does not exist yet, then it is created and the seed is written', () => {
    const file = join(dir, 'new', 'nested', 'mock.json');
    const store = createStore({ dataFile: file, logger: silentLogger });
    expect(store.data.patients.length).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).data.patients).toHaveLength(store.data.patients.length);
  });

  it('when the folder cannot be created, then a DataFileError says which file', () => {
    const blocker = join(dir, 'blocker');
    writeFileSync(blocker, 'a file, not a folder');
    expect(() => createStore({ dataFile: join(blocker, 'mock.json'), logger: silentLogger })).toThrow(
      /cannot create the folder of the data file/,
    );
  });

  it('when a collection holds something that is not a record, then the file counts as corrupt', () => {
    const data = createSeed();
    (data.patients as unknown[])[1] = null;
    expect(checkDataFile({ version: 1, secret: 'Zm9vYmFyLXRlc3Qtc2VjcmV0LWZvci1laHAtbW9jazE', data })).toBe(
      'data.patients[1] is not a record with an id',
    );
    const ok = createSeed();
    expect(checkDataFile({ version: 1, secret: 'Zm9vYmFyLXRlc3Qtc2VjcmV0LWZvci1laHAtbW9jazE', data: ok })).toBeNull();
  });

  it('when such a file is loaded, then it is moved aside and the server starts from the seed', () => {
    const file = join(dir, 'bad-records.json');
    const data = createSeed();
    (data.doctors as unknown[]).push(5);
    writeFileSync(
      file,
      JSON.stringify({ version: 1, saved_at: '', secret: 'Zm9vYmFyLXRlc3Qtc2VjcmV0LWZvci1laHAtbW9jazE', data }),
    );
    const store = createStore({ dataFile: file, logger: silentLogger });
    expect(store.data.doctors).toEqual(createSeed().doctors);
    expect(readdirSync(dir).some((f) => f.startsWith('bad-records.json.corrupt-'))).toBe(true);
  });
});
