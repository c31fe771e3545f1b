import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CallSignal } from '@ehp/api-types';
import { CallEndedReason } from '@ehp/api-types/schema';
import type { CreateDoctorPeer, DoctorPeer, DoctorPeerHandlers, RingingCallForPeer } from '../../notify/doctor-peer.ts';
import type { IceServer } from '../../../config.ts';
import { createWorkerPool } from './worker-pool.ts';

type Signal = CallSignal['signal'];
type WorkerMessage =
  | { type: 'ready' }
  | { type: 'signal'; signal: Signal }
  | { type: 'connected' }
  | { type: 'hangup' }
  | { type: 'closed' }
  | { type: 'failed'; message: string };

/** The worker is our own script; anything without a message type is ignored rather than trusted. */
const isWorkerMessage = (raw: unknown): raw is WorkerMessage =>
  typeof raw === 'object' && raw !== null && 'type' in raw && typeof raw.type === 'string';

export type SimulatedDoctorOptions = {
  /** The child's script; tests point it at a crashing one. */
  workerPath?: string;
  /** The child must report ready within this time or the doctor counts as unavailable. */
  readyTimeoutMs?: number;
  /** How long a stopped child gets to close its peer before it is killed. */
  stopTimeoutMs?: number;
  /** The patient's peer closed: wait this long for the patient's own call_hangup before ending the call. */
  closeGraceMs?: number;
  /** Keep a warm spare worker after the first call, so later calls skip the process start (default true). */
  prewarm?: boolean;
  /** How long after a call starts the next spare is forked (default 2 s, out of the way of the call). */
  prewarmDelayMs?: number;
  log?: (line: string) => void;
  /** STUN/TURN servers of the doctor's peer (the mock's ICE_SERVERS); none = host candidates. */
  iceServers?: IceServer[];
};

export type SimulatedDoctor = CreateDoctorPeer & {
  /** Ends the warm spare worker, if any (live calls end through their own stop()). */
  dispose(): void;
};

const END_MESSAGES: Partial<Record<CallEndedReason, string>> = {
  [CallEndedReason.doctor_hangup]: 'The doctor ended the call.',
  [CallEndedReason.doctor_unavailable]: 'The connection to the doctor was lost. The call has ended.',
};

const DEFAULT_WORKER = fileURLToPath(new URL('./doctor-worker.mjs', import.meta.url));

/** What each call's peer needs of the options. */
interface PeerSettings {
  readyTimeoutMs: number;
  stopTimeoutMs: number;
  closeGraceMs: number;
  log: (line: string) => void;
  iceServers: IceServer[];
}

type WorkerConfig = { callId: string; video: boolean; hangupAfterMs: number | null; iceServers: IceServer[] };
type ToWorker = { type: 'start'; config: WorkerConfig } | { type: 'signal'; signal: Signal } | { type: 'stop' };

/**
 * The simulated doctor's side of an accepted QA call. The WebRTC peer runs in a child process
 * (doctor-worker.mjs); signals and stop go over IPC. Whatever happens to the child, the call ends
 * exactly once through handlers.end and the mock server keeps running.
 */
export function createSimulatedDoctor(options: SimulatedDoctorOptions = {}): SimulatedDoctor {
  const {
    workerPath = DEFAULT_WORKER,
    readyTimeoutMs = 10_000,
    stopTimeoutMs = 3_000,
    closeGraceMs = 1_500,
    prewarm = true,
    prewarmDelayMs = 2_000,
    log = () => {},
    iceServers = [],
  } = options;
  const pool = createWorkerPool(workerPath, { prewarm, prewarmDelayMs });
  const settings: PeerSettings = { readyTimeoutMs, stopTimeoutMs, closeGraceMs, log, iceServers };

  function createDoctorPeer(call: RingingCallForPeer, handlers: DoctorPeerHandlers): DoctorPeer {
    return startDoctorPeer(pool, call, handlers, settings);
  }

  return Object.assign(createDoctorPeer, { dispose: () => pool.dispose() });
}

/** One call's doctor: a worker from the pool, started once it is ready, fed the patient's signals. */
function startDoctorPeer(
  pool: ReturnType<typeof createWorkerPool>,
  call: RingingCallForPeer,
  handlers: DoctorPeerHandlers,
  settings: PeerSettings,
): DoctorPeer {
  const behaviour = call.doctor_behaviour ?? 'normal';
  // The doctor who never answers needs no process at all: the patient's offer simply goes unanswered.
  if (behaviour === 'no_answer') return { signal() {}, stop() {} };

  const hangupAfterMs = behaviour === 'hangup_after' ? Math.max(0, call.hangup_after_seconds ?? 10) * 1000 : null;
  const { child, ready: workerReady, warm } = pool.take();
  settings.log(`simulated doctor ${call.call_id}: ${warm ? 'warm' : 'new'} worker ${child.pid}`);
  const config: WorkerConfig = {
    callId: call.call_id,
    video: behaviour !== 'no_video',
    hangupAfterMs,
    iceServers: settings.iceServers,
  };
  const link = linkWorker(child, call, handlers, settings);

  let ready = false;
  const pending: Signal[] = [];
  const readyTimer = link.later(settings.readyTimeoutMs, () =>
    link.end(CallEndedReason.doctor_unavailable, 'worker never became ready'),
  );
  void workerReady.then(() => {
    if (link.stopped) return;
    ready = true;
    link.forget(readyTimer);
    link.post({ type: 'start', config });
    for (const signal of pending.splice(0)) link.post({ type: 'signal', signal });
  });
  listenToWorker(child, link, { call, handlers, hangupAfterMs, settings });

  return {
    signal(data: Signal) {
      if (link.stopped) return;
      if (ready) link.post({ type: 'signal', signal: data });
      else pending.push(data);
    },
    stop: link.stop,
  };
}

/** One call's worker process: what is sent to it, its timers, its stop, and the call's one end. */
interface WorkerLink {
  readonly stopped: boolean;
  post(message: ToWorker): void;
  /** Runs fn after ms, unless the worker is stopped first. */
  later(ms: number, fn: () => void): NodeJS.Timeout;
  /** Cancels a timer of later(). */
  forget(timer: NodeJS.Timeout): void;
  stop(): void;
  /** Ends the call (once, and not after a stop), then stops the worker. */
  end(reason: CallEndedReason, why: string): void;
}

function linkWorker(
  child: ChildProcess,
  call: RingingCallForPeer,
  handlers: DoctorPeerHandlers,
  { stopTimeoutMs, log }: PeerSettings,
): WorkerLink {
  let stopped = false;
  let ended = false;
  const timers = new Set<NodeJS.Timeout>();

  const post = (message: ToWorker) => {
    if (!child.connected) return;
    try {
      child.send(message);
    } catch {
      // The child is gone; its exit handler ends the call.
    }
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    if (child.exitCode !== null || child.signalCode !== null) return;
    post({ type: 'stop' });
    const kill = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
    kill.unref();
    child.once('exit', () => clearTimeout(kill));
  };

  return {
    get stopped() {
      return stopped;
    },
    post,
    later(ms, fn) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
      return timer;
    },
    forget(timer) {
      clearTimeout(timer);
      timers.delete(timer);
    },
    stop,
    end(reason, why) {
      if (ended || stopped) return;
      ended = true;
      log(`simulated doctor ${call.call_id}: ${why}`);
      handlers.end(reason, END_MESSAGES[reason]);
      stop();
    },
  };
}

/** What the worker reports (signals, its peer's state) and its error or exit, until it is stopped. */
function listenToWorker(
  child: ChildProcess,
  link: WorkerLink,
  peer: {
    call: RingingCallForPeer;
    handlers: DoctorPeerHandlers;
    hangupAfterMs: number | null;
    settings: PeerSettings;
  },
): void {
  const { call, handlers, hangupAfterMs, settings } = peer;
  const { log } = settings;
  child.on('message', (message: unknown) => {
    if (link.stopped || !isWorkerMessage(message)) return;
    switch (message.type) {
      case 'signal':
        handlers.sendSignal(message.signal);
        break;
      case 'connected':
        log(`simulated doctor ${call.call_id}: connected`);
        break;
      case 'hangup':
        link.end(CallEndedReason.doctor_hangup, `hung up after ${hangupAfterMs} ms`);
        break;
      case 'closed':
        // Usually the patient hung up and the server is about to stop us; if not, the link is gone.
        link.later(settings.closeGraceMs, () => link.end(CallEndedReason.doctor_unavailable, 'peer closed'));
        break;
      case 'failed':
        link.end(CallEndedReason.doctor_unavailable, `peer failed: ${message.message}`);
        break;
    }
  });
  child.on('error', (error) => link.end(CallEndedReason.doctor_unavailable, `worker error: ${error.message}`));
  child.on('exit', (code, signal) => {
    log(`simulated doctor ${call.call_id}: worker exited (code ${code}, signal ${signal})`);
    if (!link.stopped) link.end(CallEndedReason.doctor_unavailable, 'worker exited unexpectedly');
  });
}

let defaultDoctor: SimulatedDoctor | null = null;

/** The default simulated doctor, for main.ts and tests; its worker pool starts with the first call. */
export const createDoctorPeer: CreateDoctorPeer = (call, handlers) => {
  defaultDoctor ??= createSimulatedDoctor();
  return defaultDoctor(call, handlers);
};

/** The simulated doctor with the mock's ICE servers (main.ts); without any it is the default one. */
export const doctorPeerWith = (iceServers: IceServer[]): CreateDoctorPeer =>
  iceServers.length ? createSimulatedDoctor({ iceServers }) : createDoctorPeer;
