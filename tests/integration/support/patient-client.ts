import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  createQaClient,
  NOTIFY_PATH,
  type ClientToServerEvents,
  type QaApi,
  type ServerToClientEvents,
} from '@ehp/api-types';
import { io, type Socket } from 'socket.io-client';
import { ApiSession, signInWithSmsCode } from '../../support/api-session.ts';

export type NotifyClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A signed-in patient as the portal is one: session cookies from the SMS-code sign-in, then /notify. */
export class PatientClient {
  readonly session: ApiSession;
  private readonly qa: QaApi;
  patientId = '';

  constructor(private readonly baseUrl: string) {
    this.session = new ApiSession(baseUrl);
    this.qa = createQaClient({ baseUrl });
  }

  async signIn(phone: string, name: string): Promise<string> {
    this.patientId = (await signInWithSmsCode(this.session.api, this.qa, phone, name)).user_id;
    return this.patientId;
  }

  /** The portal's socket: session cookie on the handshake, patient_connection on every connect. */
  connect(): Promise<NotifyClient> {
    const socket: NotifyClient = io(this.baseUrl, {
      path: NOTIFY_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie: this.session.cookieHeader() },
      reconnection: false,
    });
    socket.on('connect', () => socket.emit('patient_connection', { patient_id: this.patientId }));
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
}

type PatientPeerMessage =
  | { type: 'ready' }
  | { type: 'signal'; signal: unknown }
  | { type: 'connected' }
  | { type: 'track'; kind: string }
  | { type: 'frames'; count: number; width: number; height: number; firstFrameMs: number }
  | { type: 'closed' }
  | { type: 'failed'; message: string };

/** The wrtc patient peer (wrtc-patient.mjs) in a child process, with what it has seen so far. */
export class PatientPeerProcess {
  readonly child: ChildProcess;
  readonly seen = {
    connected: false,
    tracks: [] as string[],
    frames: 0,
    width: 0,
    height: 0,
    firstFrameMs: -1,
    closed: false,
    failure: '',
  };
  readonly exited: Promise<{ code: number | null; signal: string | null }>;

  constructor(onSignal: (signal: unknown) => void) {
    this.child = fork(fileURLToPath(new URL('./wrtc-patient.mjs', import.meta.url)), [], {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
    this.child.on('message', (raw) => {
      const message = raw as PatientPeerMessage;
      if (message.type === 'signal') onSignal(message.signal);
      else if (message.type === 'connected') this.seen.connected = true;
      else if (message.type === 'track') this.seen.tracks.push(message.kind);
      else if (message.type === 'frames')
        Object.assign(this.seen, {
          frames: message.count,
          width: message.width,
          height: message.height,
          firstFrameMs: message.firstFrameMs,
        });
      else if (message.type === 'closed') this.seen.closed = true;
      else if (message.type === 'failed') this.seen.failure = message.message;
    });
  }

  signal(signal: unknown): void {
    if (this.child.connected) this.child.send({ type: 'signal', signal });
  }

  async stop(): Promise<{ code: number | null; signal: string | null }> {
    if (this.child.connected) this.child.send({ type: 'stop' });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    const result = await this.exited;
    clearTimeout(timer);
    return result;
  }
}
