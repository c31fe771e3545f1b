import type { CallSignal, ReceiveCall } from '@ehp/api-types';
import { Button, Loader } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { callMessages, doctorCallMessages } from '../lib/call-messages';
import { formatCallTime, useCallTimer } from '../lib/use-call-timer';
import { usePeerMedia } from '../lib/use-peer-media';
import { useVideoCall, type CallSide, type CallSocket } from '../lib/use-video-call';
import { CallToggle, CameraOffTile } from './call-controls';
import classes from './video-call.module.css';
import { useT } from '@/lib/i18n/language-context';
import { callCatalogue } from '../i18n/en';

type Props = {
  socket: CallSocket;
  /** The patient passes the receive_call payload; the doctor passes the call id and the patient's name. */
  call: Pick<ReceiveCall, 'call_id'> & Partial<Pick<ReceiveCall, 'doctor_name'>>;
  onEnded: (message: string) => void;
  side?: CallSide;
  /** Who is on the other end (default: the calling doctor's name). */
  peerName?: string;
  takeEarlySignals?: () => CallSignal['signal'][];
};

const WORDS = {
  patient: {
    connected: callMessages.connected,
    connecting: callMessages.connecting,
    // Getters: the words are read in the page's language when shown, not when this module loads.
    get receiveOnly() {
      return callMessages.receiveOnly;
    },
    get peerCameraOff() {
      return callMessages.doctorCameraOff;
    },
    get tapToHear() {
      return callMessages.tapToHear;
    },
  },
  doctor: doctorCallMessages,
} as const;

function useStreamOn(stream: MediaStream | null) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return ref;
}

/** Autoplay with sound can be refused; then the doctor plays muted until the patient taps. */
function useSoundOrTap(remoteRef: RefObject<HTMLVideoElement | null>, remoteStream: MediaStream | null) {
  const [needsTap, setNeedsTap] = useState(false);
  useEffect(() => {
    const video = remoteRef.current;
    if (!video || !remoteStream) return;
    video.muted = false;
    Promise.resolve(video.play?.()).catch(() => {
      video.muted = true;
      setNeedsTap(true);
      void Promise.resolve(video.play?.()).catch(() => {});
    });
  }, [remoteRef, remoteStream]);

  const unmuteDoctor = () => {
    const video = remoteRef.current;
    if (!video) return;
    video.muted = false;
    void Promise.resolve(video.play?.()).catch(() => {});
    setNeedsTap(false);
  };
  return { needsTap, unmuteDoctor };
}

type HeaderProps = { title: string; connected: boolean; reconnecting: boolean; seconds: number };

/** Who the call is with, and its state: reconnecting, the call time once connected, a spinner before. */
function CallHeader({ title, connected, reconnecting, seconds }: HeaderProps) {
  const t = useT(callCatalogue);
  return (
    <div className={classes.header}>
      <h2 id="video-call-title" className={classes.title}>
        {title}
      </h2>
      <div className={classes.meta}>
        {reconnecting && (
          <span className={classes.reconnecting} role="status">
            {t('video.reconnecting')}
          </span>
        )}
        {connected && (
          <span className={classes.timer} role="timer" aria-label={t('video.timer')} data-testid="call-timer">
            {formatCallTime(seconds)}
          </span>
        )}
        {!connected && <Loader size="sm" color="white" aria-hidden="true" />}
      </div>
    </div>
  );
}

/** The accepted call: the doctor large, the patient's own camera small, mute, camera off and hang up. */
export default function VideoCall({ socket, call, onEnded, side = 'patient', peerName, takeEarlySignals }: Props) {
  const t = useT(callCatalogue);
  const view = useVideoCall({ socket, callId: call.call_id, onEnded, side, takeEarlySignals });
  const words = WORDS[side];
  const peer = peerName ?? call.doctor_name ?? '';
  const remoteRef = useStreamOn(view.remoteStream);
  const localRef = useStreamOn(view.localStream);
  const hangUpRef = useRef<HTMLButtonElement>(null);

  useEffect(() => hangUpRef.current?.focus(), []);

  const { needsTap, unmuteDoctor } = useSoundOrTap(remoteRef, view.remoteStream);

  const connected = view.status === 'connected';
  const hasLocalVideo = Boolean(view.localStream?.getVideoTracks().length);
  const hasLocalAudio = Boolean(view.localStream?.getAudioTracks().length);
  const own = { audio: hasLocalAudio && view.micOn, video: hasLocalVideo && view.cameraOn };
  const peerMedia = usePeerMedia(socket, call.call_id, connected, own);
  const seconds = useCallTimer(connected);
  const showTile = connected && (!view.remoteHasVideo || !peerMedia.video);

  return (
    <div
      className={classes.root}
      role="dialog"
      aria-modal="true"
      aria-labelledby="video-call-title"
      data-call-id={call.call_id}
      data-call-status={view.status}
    >
      <CallHeader
        title={connected ? words.connected(peer) : words.connecting(peer)}
        connected={connected}
        reconnecting={view.reconnecting}
        seconds={seconds}
      />
      {view.receiveOnly && (
        <p className={classes.notice} role="status">
          {words.receiveOnly}
        </p>
      )}
      <div className={classes.stage}>
        <video
          ref={remoteRef}
          className={classes.remote}
          autoPlay
          playsInline
          data-testid="remote-video"
          aria-label={t('video.peer', { name: peer })}
        />
        {showTile && <CameraOffTile name={peer} message={words.peerCameraOff} muted={!peerMedia.audio} />}
        {hasLocalVideo && (
          <video
            ref={localRef}
            className={classes.local}
            autoPlay
            playsInline
            muted
            data-testid="local-video"
            aria-label={t('video.self')}
          />
        )}
      </div>
      <div className={classes.controls}>
        {needsTap && (
          <Button variant="white" onClick={unmuteDoctor}>
            {words.tapToHear}
          </Button>
        )}
        <CallToggle kind="mic" off={!view.micOn} disabled={!hasLocalAudio} onToggle={view.toggleMic} />
        <CallToggle kind="camera" off={!view.cameraOn} disabled={!hasLocalVideo} onToggle={view.toggleCamera} />
        <Button ref={hangUpRef} color="red.9" mih={44} onClick={view.hangUp}>
          {t('video.hangUp')}
        </Button>
      </div>
    </div>
  );
}
