import type { CallSignal } from '@ehp/api-types';
import { CallHangupReason } from '@ehp/api-types/schema';
import type SimplePeer from 'simple-peer';
import type { NotifySocket } from '@/lib/socket';
import { parseCallSignal } from './call-payloads';
import { CALL_CONNECT_TIMEOUT_MS, ICE_SERVERS, PEER_LOST_GRACE_MS, RECONNECT_GRACE_MS } from './call-timing';
import { loadSimplePeer } from './load-simple-peer';
import { getLocalMedia, stopStream } from './local-media';

export type CallSocket = Pick<NotifySocket, 'on' | 'off' | 'emit'>;
export type Signal = CallSignal['signal'];
export type VideoCallStatus = 'preparing' | 'connecting' | 'connected';
/** patient: the simple-peer initiator (SPEC's incoming call); doctor: answers the patient's offer. */
export type CallSide = 'patient' | 'doctor';
export type EndWords = Record<'connectionLost' | 'noAnswer' | 'viewFailed' | 'youHungUp', string>;

/** What the call's view shows, told as the connection goes. */
export type CallView = {
  status: (status: VideoCallStatus) => void;
  /** The camera and microphone, or null when refused (the call is then receive-only). */
  localMedia: (media: MediaStream | null) => void;
  remoteStream: (stream: MediaStream) => void;
  remoteTracks: (count: number) => void;
  reconnecting: (reconnecting: boolean) => void;
};

type Options = {
  socket: CallSocket;
  callId: string;
  side: CallSide;
  messages: EndWords;
  view: CallView;
  /** The call ended on this side, with the sentence that says why. */
  onEnded: (message: string) => void;
};

type Timer = ReturnType<typeof setTimeout> | undefined;

/**
 * One side of an accepted call, outside React: camera and microphone, a simple-peer (the patient
 * initiates, the doctor answers) whose signals travel as call_signal, and every way the call can end.
 * open() starts it; release() frees everything (camera, peer, listeners, timers) without a word to
 * the server; finish() hangs up with a reason first.
 */
export class CallConnection {
  private closed = false;
  private peer: SimplePeer.Instance | null = null;
  private local: MediaStream | null = null;
  private readonly queued: Signal[] = [];
  private connectTimer: Timer;
  private lostTimer: Timer;
  private reconnectTimer: Timer;

  constructor(private readonly options: Options) {}

  /** Listens for the other side's signals (replaying those that came early), then starts the peer. */
  open(earlySignals: Signal[]) {
    const { socket, callId, messages } = this.options;
    socket.on('call_signal', this.onSignal);
    for (const signal of earlySignals) this.onSignal({ call_id: callId, signal });
    this.start().catch(() => this.finish(messages.viewFailed, CallHangupReason.media_error));
  }

  readonly release = () => {
    this.closed = true;
    clearTimeout(this.connectTimer);
    clearTimeout(this.lostTimer);
    clearTimeout(this.reconnectTimer);
    this.options.socket.off('call_signal', this.onSignal);
    if (this.peer) {
      this.peer.removeAllListeners();
      this.peer.on('error', () => {});
      this.peer.destroy();
      this.peer = null;
    }
    stopStream(this.local);
  };

  /** Ends the call from this side: tell the server, free everything, then let the host show why. */
  readonly finish = (message: string, reason: CallHangupReason) => {
    if (this.closed) return;
    this.options.socket.emit('call_hangup', { call_id: this.options.callId, reason });
    this.release();
    this.options.onEnded(message);
  };

  private readonly connectionLost = () =>
    this.finish(this.options.messages.connectionLost, CallHangupReason.connection_lost);

  private readonly onSignal = (payload: unknown) => {
    const parsed = parseCallSignal(payload);
    if (!parsed || parsed.call_id !== this.options.callId || this.closed) return;
    if (!this.peer) {
      this.queued.push(parsed.signal);
      return;
    }
    try {
      this.peer.signal(parsed.signal as SimplePeer.SignalData);
    } catch {
      this.connectionLost();
    }
  };

  private async start() {
    const { view, side, messages } = this.options;
    const [media, Peer] = await Promise.all([getLocalMedia(), loadSimplePeer()]);
    if (this.closed) {
      // Unmounted while the camera was opening (or React's StrictMode probe): give it back.
      stopStream(media);
      return;
    }
    this.local = media;
    view.localMedia(media);
    const peer = new Peer({
      initiator: side === 'patient',
      stream: media ?? undefined,
      config: { iceServers: ICE_SERVERS },
      // Receive audio and video even when sending nothing, so a receive-only patient needs no renegotiation.
      offerOptions: { offerToReceiveAudio: true, offerToReceiveVideo: true },
    });
    this.peer = peer;
    view.status('connecting');
    this.listen(peer);
    for (const signal of this.queued.splice(0)) peer.signal(signal as SimplePeer.SignalData);
    this.connectTimer = setTimeout(
      () => this.finish(messages.noAnswer, CallHangupReason.connection_lost),
      CALL_CONNECT_TIMEOUT_MS,
    );
  }

  private listen(peer: SimplePeer.Instance) {
    const { socket, callId, view } = this.options;
    peer.on('signal', (signal: Signal) => socket.emit('call_signal', { call_id: callId, signal }));
    peer.on('stream', (stream: MediaStream) => {
      view.remoteStream(stream);
      view.remoteTracks(stream.getTracks().length);
    });
    peer.on('track', (_track: MediaStreamTrack, stream: MediaStream) => view.remoteTracks(stream.getTracks().length));
    peer.on('connect', () => {
      clearTimeout(this.connectTimer);
      view.status('connected');
    });
    // When the doctor leaves, the peer often closes a moment before the server's call_ended (with
    // its reason) arrives on the socket; wait briefly for it before calling the connection lost.
    const lost = () => {
      this.lostTimer ??= setTimeout(this.connectionLost, PEER_LOST_GRACE_MS);
    };
    peer.on('error', lost);
    peer.on('close', lost);
    // A brief drop (ICE disconnected) often recovers by itself: say so, and end only after the grace.
    peer.on('iceStateChange', (state: RTCIceConnectionState) => {
      if (state === 'disconnected') {
        view.reconnecting(true);
        this.reconnectTimer ??= setTimeout(this.connectionLost, RECONNECT_GRACE_MS);
      } else if (state === 'connected' || state === 'completed') {
        clearTimeout(this.reconnectTimer);
        this.reconnectTimer = undefined;
        view.reconnecting(false);
      }
    });
  }
}
