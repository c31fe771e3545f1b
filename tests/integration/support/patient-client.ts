import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NOTIFY_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@ehp/api-types';
import { io, type Socket } from 'socket.io-client';

export type NotifyClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A signed-in patient as the portal is one: session cookies from the SMS-code sign-in, then /notify. */
export class PatientClient {
  private readonly cookies = new Map<string, string>();
  patientId = '';

  constructor(private readonly baseUrl: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  /** A mutating call as the portal makes it: the XSRF cookie echoed in the header (fetched by a first refusal). */
  async post(path: string, body: unknown): Promise<Response> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const xsrf = this.cookies.get('XSRF-TOKEN');
      const res = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: this.cookieHeader(),
          ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        },
        body: JSON.stringify(body),
      });
      this.keepCookies(res);
      if (res.status !== 403 || attempt === 1) return res;
      await res.arrayBuffer();
    }
    throw new Error('unreachable');
  }

  async signIn(phone: string, name: string): Promise<string> {
    const sent = await this.post('/api/auth/send-verification-code', { phone_number: phone });
    if (!sent.ok) throw new Error(`send-verification-code ${sent.status}: ${await sent.text()}`);
    const otp = (await (await fetch(`${this.baseUrl}/__qa/otp?phone=${phone}`)).json()) as { code?: string };
    if (!otp.code) throw new Error(`no OTP for ${phone}: ${JSON.stringify(otp)}`);
    const verified = await this.post('/api/auth/verify-otp-code-patient', {
      phone_number: phone,
      otp_code: otp.code,
      name,
    });
    if (!verified.ok) throw new Error(`verify-otp-code-patient ${verified.status}: ${await verified.text()}`);
    const { data } = (await verified.json()) as { data: { user_id: string; role: string } };
    this.patientId = String(data.user_id);
    return this.patientId;
  }

  /** The portal's socket: session cookie on the handshake, patient_connection on every connect. */
  connect(): Promise<NotifyClient> {
    const socket: NotifyClient = io(this.baseUrl, {
      path: NOTIFY_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie: this.cookieHeader() },
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
