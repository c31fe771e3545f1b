import type { CallSignal } from '@ehp/api-types';
import { CallHangupReason } from '@ehp/api-types/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import type SimplePeer from 'simple-peer';
import type { NotifySocket } from '@/lib/socket';
import { callMessages, doctorCallMessages } from './call-messages';
import { parseCallSignal } from './call-payloads';
import { CALL_CONNECT_TIMEOUT_MS, ICE_SERVERS, PEER_LOST_GRACE_MS, RECONNECT_GRACE_MS } from './call-timing';
import { loadSimplePeer } from './load-simple-peer';
import { getLocalMedia, stopStream } from './local-media';

export type CallSocket = Pick<NotifySocket, 'on' | 'off' | 'emit'>;
type Signal = CallSignal['signal'];

export type VideoCallStatus = 'preparing' | 'connecting' | 'connected';

/** patient: the simple-peer initiator (SPEC's incoming call); doctor: answers the patient's offer. */
export type CallSide = 'patient' | 'doctor';

type Options = {
  socket: CallSocket;
  callId: string;
  onEnded: (message: string) => void;
  side?: CallSide;
  /** Signals that arrived before this view listened (the doctor's: the patient's offer comes at once). */
  takeEarlySignals?: () => Signal[];
};

type EndWords = Record<'connectionLost' | 'noAnswer' | 'viewFailed' | 'youHungUp', string>;
const SIDE_MESSAGES: Record<CallSide, EndWords> = {
  patient: callMessages,
  doctor: doctorCallMessages,
};

/** Switches the tracks on or off together, following the first; the new state, or null without tracks. */
function toggleTracks(tracks: MediaStreamTrack[]): boolean | null {
  if (tracks.length === 0) return null;
  const next = !tracks[0].enabled;
  for (const track of tracks) track.enabled = next;
  return next;
}

/**
 * One side of an accepted call: camera and microphone (or receive-only when refused), a simple-peer
 * (the patient initiates, the doctor answers) whose signals travel as call_signal, and every way
 * the call can end.
 */
export function useVideoCall({ socket, callId, onEnded, side = 'patient', takeEarlySignals }: Options) {
  const messages = SIDE_MESSAGES[side];
  const [status, setStatus] = useState<VideoCallStatus>('preparing');
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [remoteTracks, setRemoteTracks] = useState(0);
  const [receiveOnly, setReceiveOnly] = useState(false);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [reconnecting, setReconnecting] = useState(false);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  const takeEarlySignalsRef = useRef(takeEarlySignals);
  takeEarlySignalsRef.current = takeEarlySignals;
  const finishRef = useRef<(message: string, reason: CallHangupReason) => void>(() => {});

  useEffect(() => {
    let closed = false;
    let peer: SimplePeer.Instance | null = null;
    let local: MediaStream | null = null;
    const queued: Signal[] = [];
    let connectTimer: ReturnType<typeof setTimeout> | undefined;
    let lostTimer: ReturnType<typeof setTimeout> | undefined;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

    const release = () => {
      closed = true;
      clearTimeout(connectTimer);
      clearTimeout(lostTimer);
      clearTimeout(reconnectTimer);
      socket.off('call_signal', onSignal);
      if (peer) {
        peer.removeAllListeners();
        peer.on('error', () => {});
        peer.destroy();
        peer = null;
      }
      stopStream(local);
    };

    // Ends the call from this side: tell the server, free everything, then let the host show why.
    const finish = (message: string, reason: CallHangupReason) => {
      if (closed) return;
      socket.emit('call_hangup', { call_id: callId, reason });
      release();
      onEndedRef.current(message);
    };
    finishRef.current = finish;

    function onSignal(payload: unknown) {
      const parsed = parseCallSignal(payload);
      if (!parsed || parsed.call_id !== callId || closed) return;
      if (!peer) {
        queued.push(parsed.signal);
        return;
      }
      try {
        peer.signal(parsed.signal as SimplePeer.SignalData);
      } catch {
        finish(messages.connectionLost, CallHangupReason.connection_lost);
      }
    }
    socket.on('call_signal', onSignal);
    for (const signal of takeEarlySignalsRef.current?.() ?? []) onSignal({ call_id: callId, signal });

    void (async () => {
      const [media, Peer] = await Promise.all([getLocalMedia(), loadSimplePeer()]);
      if (closed) {
        // Unmounted while the camera was opening (or React's StrictMode probe): give it back.
        stopStream(media);
        return;
      }
      local = media;
      setLocalStream(media);
      setReceiveOnly(media === null);
      setMicOn(Boolean(media?.getAudioTracks().length));
      setCameraOn(Boolean(media?.getVideoTracks().length));

      const created = new Peer({
        initiator: side === 'patient',
        stream: media ?? undefined,
        config: { iceServers: ICE_SERVERS },
        // Receive audio and video even when sending nothing, so a receive-only patient needs no renegotiation.
        offerOptions: { offerToReceiveAudio: true, offerToReceiveVideo: true },
      });
      peer = created;
      setStatus('connecting');
      created.on('signal', (signal: Signal) => socket.emit('call_signal', { call_id: callId, signal }));
      created.on('stream', (stream: MediaStream) => {
        setRemoteStream(stream);
        setRemoteTracks(stream.getTracks().length);
      });
      created.on('track', (_track: MediaStreamTrack, stream: MediaStream) =>
        setRemoteTracks(stream.getTracks().length),
      );
      created.on('connect', () => {
        clearTimeout(connectTimer);
        setStatus('connected');
      });
      // When the doctor leaves, the peer often closes a moment before the server's call_ended (with
      // its reason) arrives on the socket; wait briefly for it before calling the connection lost.
      const lost = () => {
        if (lostTimer === undefined) {
          lostTimer = setTimeout(
            () => finish(messages.connectionLost, CallHangupReason.connection_lost),
            PEER_LOST_GRACE_MS,
          );
        }
      };
      created.on('error', lost);
      created.on('close', lost);
      // A brief drop (ICE disconnected) often recovers by itself: say so, and end only after the grace.
      created.on('iceStateChange', (state: RTCIceConnectionState) => {
        if (state === 'disconnected') {
          setReconnecting(true);
          reconnectTimer ??= setTimeout(
            () => finish(messages.connectionLost, CallHangupReason.connection_lost),
            RECONNECT_GRACE_MS,
          );
        } else if (state === 'connected' || state === 'completed') {
          clearTimeout(reconnectTimer);
          reconnectTimer = undefined;
          setReconnecting(false);
        }
      });
      for (const signal of queued.splice(0)) created.signal(signal as SimplePeer.SignalData);
      connectTimer = setTimeout(
        () => finish(messages.noAnswer, CallHangupReason.connection_lost),
        CALL_CONNECT_TIMEOUT_MS,
      );
    })().catch(() => finish(messages.viewFailed, CallHangupReason.media_error));

    return release;
  }, [socket, callId, side, messages]);

  const toggleMic = useCallback(() => {
    const on = toggleTracks(localStream?.getAudioTracks() ?? []);
    if (on !== null) setMicOn(on);
  }, [localStream]);

  const toggleCamera = useCallback(() => {
    const on = toggleTracks(localStream?.getVideoTracks() ?? []);
    if (on !== null) setCameraOn(on);
  }, [localStream]);

  const hangUp = useCallback(() => finishRef.current(messages.youHungUp, CallHangupReason.hangup), [messages]);

  const remoteHasVideo = remoteTracks > 0 && Boolean(remoteStream?.getVideoTracks().length);
  return {
    status,
    localStream,
    remoteStream,
    remoteHasVideo,
    receiveOnly,
    micOn,
    cameraOn,
    reconnecting,
    toggleMic,
    toggleCamera,
    hangUp,
  };
}
