// Runs the steps of a script, echoing each and stopping the whole script on the first failure.
import { spawn, spawnSync } from 'node:child_process';

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

function finish(label, started, status) {
  if (status !== 0) {
    console.error(`✖ ${label} failed after ${seconds(started)}s (exit ${status})`);
    process.exit(typeof status === 'number' && status !== 0 ? status : 1);
  }
  console.log(`✔ ${label} (${seconds(started)}s)`);
}

export function run(label, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, ...options });
  finish(label, started, result.status ?? result.signal);
}

/**
 * Runs several commands at once (e.g. shards of a suite that mostly waits on timers and a browser),
 * each one's output held back and printed whole, so the log reads as if run in turn. The jobs that
 * failed print last, so a log cut to its tail (as CI reports it) still shows why.
 */
export async function runAll(label, jobs) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${jobs.length} at once`);
  const results = await Promise.all(
    jobs.map(
      ({ name, command, args, env }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { shell: false, env: { ...process.env, ...env } });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code, signal) =>
            resolve({ name, command, args, status: code ?? signal, ended: seconds(started), output }),
          );
        }),
    ),
  );
  const failed = results.filter((result) => result.status !== 0);
  for (const result of [...results.filter((r) => r.status === 0), ...failed]) {
    const verdict = result.status === 0 ? '' : ` ✖ exit ${result.status}`;
    console.log(`\n── ${result.name}: ${result.command} ${result.args.join(' ')} (${result.ended}s)${verdict}`);
    process.stdout.write(Buffer.concat(result.output));
  }
  if (failed.length > 0) console.error(`✖ failed: ${failed.map((result) => result.name).join(', ')}`);
  finish(label, started, failed[0]?.status ?? 0);
}
