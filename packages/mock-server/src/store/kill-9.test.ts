import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../logger.ts';
import { createSeed } from './seed/index.ts';
import { createStore } from './store.ts';

// kill -9 while writes are in flight: every write that got its 2xx must be there after a restart.
// A real child process (main.ts with --data), real HTTP, SIGKILL: nothing gets to flush or close.
// Then the same in the middle of a compaction (src/test/compaction-child.ts, the store alone).

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'ehp-kill9-'));
let child: ChildProcess | null = null;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function startChild(file: string): Promise<{ url: string; process: ChildProcess }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--data', file], {
    cwd: packageDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', LIMITS: 'testing' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock did not start:\n${output}`)), 120_000);
    proc.stderr!.on('data', (chunk) => (output += chunk));
    proc.stdout!.on('data', (chunk) => {
      output += chunk;
      const port = /"url":"http:\/\/localhost:(\d+)"/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, process: proc });
      }
    });
    proc.once('exit', (code) => reject(new Error(`mock exited with ${code}:\n${output}`)));
  });
}

interface Acked {
  kind: 'helpline' | 'demo';
  id: number;
  key: string;
}

// Each test starts a child process (node with tsx) and drives it hard: slow on a loaded machine.
describe('kill -9 during writes', { timeout: 240_000 }, () => {
  it('when the server is killed mid-stream, then every acknowledged write is there after a restart', async () => {
    const file = join(dir, 'mock-data.json');
    const started = await startChild(file);
    child = started.process;
    const { url } = started;
    const first = await fetch(`${url}/api/admin/subscription/basic_pkg`);
    const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0]);
    const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
    const headers = { cookie: cookies.join('; '), 'x-xsrf-token': xsrf, 'content-type': 'application/json' };

    const acked: Acked[] = [];
    let n = 0;
    let killed = false;
    const post = async (): Promise<void> => {
      const i = ++n;
      const phone = `0311${String(1_000_000 + i)}`;
      const demo = i % 2 === 0;
      const body = demo
        ? { name: `Clinic ${i}`, phone_number: phone, email: `kill${i}@example.pk`, demo_for: i % 3 }
        : { data: {}, phone_number: phone };
      try {
        const res = await fetch(`${url}/api/${demo ? 'demo_request/add' : 'admin/call-helpline/add'}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        if (res.status === 201) {
          const { data } = (await res.json()) as { data: { id: number } };
          acked.push({ kind: demo ? 'demo' : 'helpline', id: data.id, key: phone });
        }
      } catch {
        // Refused or cut off by the kill: never acknowledged.
      }
    };
    const workers = Array.from({ length: 16 }, async () => {
      while (!killed) await post();
    });
    await vi.waitFor(() => expect(acked.length).toBeGreaterThanOrEqual(300), { timeout: 60_000, interval: 10 });
    killed = true;
    child.kill('SIGKILL');
    await Promise.all(workers);
    const exit = await new Promise((r) =>
      child!.exitCode !== null || child!.signalCode ? r(child!.signalCode) : child!.once('exit', (_c, s) => r(s)),
    );
    expect(exit).toBe('SIGKILL');

    // The restart reads the same files the way main.ts does.
    const store = createStore({ dataFile: file, logger: silentLogger });
    const { submissions } = store.data;
    const present = new Set([
      ...submissions.helpline.map((s) => `helpline ${s.id} ${s.phone_number}`),
      ...submissions.demo.map((s) => `demo ${s.id} ${s.phone_number}`),
    ]);
    const missing = acked.filter((a) => !present.has(`${a.kind} ${a.id} ${a.key}`));
    expect(acked.length).toBeGreaterThanOrEqual(300);
    expect(missing).toEqual([]);
    await store.close();
  }, 60_000);
});

/** Lines a child prints, as they come; resolves with its signal once it exits and its output is read. */
function linesOf(proc: ChildProcess, onLine: (line: string) => void): Promise<string | null> {
  let buffered = '';
  proc.stdout!.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) onLine(line);
  });
  return new Promise((resolve) => proc.once('close', (_code, signal) => resolve(signal)));
}

describe('kill -9 during a compaction', { timeout: 240_000 }, () => {
  it('when the process is killed between two slices of a new snapshot, then every acknowledged write is there after a restart', async () => {
    const file = join(dir, 'compacting.json');
    const data = createSeed();
    for (let i = 1; i <= 20_000; i++) {
      const phone = `0300${String(1_000_000 + i)}`;
      data.submissions.demo.push({
        id: i,
        created_at: '',
        name: `C ${i}`,
        phone_number: phone,
        email: `${i}@x.pk`,
        demo_for: 0,
      });
    }
    data.next_ids.submission = 20_001;
    writeFileSync(
      file,
      JSON.stringify({ version: 1, saved_at: '', secret: 'Zm9vYmFyLXRlc3Qtc2VjcmV0LWZvci1laHAtbW9jazE', data }),
    );
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/test/compaction-child.ts', file], {
      cwd: packageDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    const acked: string[] = [];
    let compacted = 0;
    let slices = 0;
    // Killed at the third slice of its third compaction: two have completed (journal cut to its tail).
    const exited = linesOf(proc, (line) => {
      if (line.startsWith('ack ')) acked.push(line.slice(4));
      else if (line === 'compacted') compacted += 1;
      else if (line === 'slice' && compacted >= 2 && ++slices === 3) proc.kill('SIGKILL');
    });
    expect(await exited).toBe('SIGKILL');
    // It died mid-compaction: the new snapshot's temp file is there, half written.
    const temps = () => readdirSync(dir).filter((f) => f.startsWith('compacting.json.tmp-'));
    expect(temps()).toHaveLength(1);

    const store = createStore({ dataFile: file, logger: silentLogger });
    const phones = new Set(store.data.submissions.demo.map((d) => d.phone_number));
    expect(acked.length).toBeGreaterThan(50);
    expect(acked.filter((p) => !phones.has(p))).toEqual([]);
    expect(phones.has('03001020000')).toBe(true);
    expect(temps()).toEqual([]); // start-up clears what a crash left
    expect(existsSync(file)).toBe(true);
    await store.close();
  }, 60_000);
});
