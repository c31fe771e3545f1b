import { fork, type ChildProcess } from 'node:child_process';

export type DoctorWorker = { child: ChildProcess; ready: Promise<void>; warm: boolean };

function alive(worker: DoctorWorker): boolean {
  const { child } = worker;
  return child.exitCode === null && child.signalCode === null && child.connected;
}

/**
 * Forks doctor workers and, when asked, keeps one warm spare (node started, wrtc loaded) so the next
 * accepted call is answered without waiting for a process to start. A spare holds no peer, so it
 * can exit at any time without wrtc's exit-time crash, and it never keeps the mock process alive.
 */
export function createWorkerPool(workerPath: string, options: { prewarm: boolean; prewarmDelayMs: number }) {
  let spare: DoctorWorker | null = null;
  let spareTimer: NodeJS.Timeout | null = null;

  const spawn = (): DoctorWorker => {
    const child = fork(workerPath, [], {
      // Bare node: no tsx or vitest loader flags inherited, and no shared stdin.
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'json',
    });
    const ready = new Promise<void>((resolve) => {
      const onMessage = (message: { type?: string } | null) => {
        if (message?.type !== 'ready') return;
        child.off('message', onMessage);
        resolve();
      };
      child.on('message', onMessage);
    });
    // Spawn failures are reported by the call that owns the worker; an idle spare's are ignored.
    child.on('error', () => {});
    return { child, ready, warm: false };
  };

  const park = (worker: DoctorWorker) => {
    worker.child.unref();
    worker.child.channel?.unref();
    worker.child.once('exit', () => {
      if (spare === worker) spare = null;
    });
    spare = worker;
  };

  const scheduleSpare = () => {
    if (!options.prewarm || spare || spareTimer) return;
    // Later, so the spare's start-up does not compete with the call that is connecting now.
    spareTimer = setTimeout(() => {
      spareTimer = null;
      if (!spare) park(spawn());
    }, options.prewarmDelayMs);
    spareTimer.unref();
  };

  return {
    /** A worker for a call: the warm spare if there is one, else a fresh process. */
    take(): DoctorWorker {
      const warm = spare && alive(spare) ? spare : null;
      spare = null;
      let worker: DoctorWorker;
      if (warm) {
        warm.child.ref();
        warm.child.channel?.ref();
        worker = { ...warm, warm: true };
      } else {
        worker = spawn();
      }
      scheduleSpare();
      return worker;
    },
    /** Ends the spare (server shutdown, tests). */
    dispose(): void {
      if (spareTimer) clearTimeout(spareTimer);
      spareTimer = null;
      if (spare && alive(spare)) spare.child.send({ type: 'stop' });
      spare = null;
    },
  };
}
