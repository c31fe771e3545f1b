import { CallHangupReason } from '@ehp/api-types/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CallConnection,
  type CallSide,
  type CallSocket,
  type EndWords,
  type Signal,
  type VideoCallStatus,
} from './call-connection';
import { callMessages, doctorCallMessages } from './call-messages';

export type { CallSide, CallSocket, VideoCallStatus } from './call-connection';

type Options = {
  socket: CallSocket;
  callId: string;
  onEnded: (message: string) => void;
  side?: CallSide;
  /** Signals that arrived before this view listened (the doctor's: the patient's offer comes at once). */
  takeEarlySignals?: () => Signal[];
};

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
 * One side of an accepted call (CallConnection) as React state: the streams, the status, the
 * microphone and camera switches, and hanging up.
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
    const connection = new CallConnection({
      socket,
      callId,
      side,
      messages,
      onEnded: (message) => onEndedRef.current(message),
      view: {
        status: setStatus,
        localMedia: (media) => {
          setLocalStream(media);
          setReceiveOnly(media === null);
          setMicOn(Boolean(media?.getAudioTracks().length));
          setCameraOn(Boolean(media?.getVideoTracks().length));
        },
        remoteStream: setRemoteStream,
        remoteTracks: setRemoteTracks,
        reconnecting: setReconnecting,
      },
    });
    finishRef.current = connection.finish;
    connection.open(takeEarlySignalsRef.current?.() ?? []);
    return connection.release;
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
