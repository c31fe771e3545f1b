import type { ReceiveCall } from '@ehp/api-types';
import { Button, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { callMessages } from '../lib/call-messages';
import { useVideoCall, type CallSocket } from '../lib/use-video-call';
import classes from './video-call.module.css';
import { useT } from '@/lib/i18n/language-context';
import { callCatalogue } from '../i18n/en';

type Props = { socket: CallSocket; call: ReceiveCall; onEnded: (message: string) => void };

function useStreamOn(stream: MediaStream | null) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return ref;
}

/** The accepted call: the doctor large, the patient's own camera small, mute, camera off and hang up. */
export default function VideoCall({ socket, call, onEnded }: Props) {
  const t = useT(callCatalogue);
  const view = useVideoCall({ socket, callId: call.call_id, onEnded });
  const remoteRef = useStreamOn(view.remoteStream);
  const localRef = useStreamOn(view.localStream);
  const [needsTap, setNeedsTap] = useState(false);
  const hangUpRef = useRef<HTMLButtonElement>(null);

  useEffect(() => hangUpRef.current?.focus(), []);

  // Autoplay with sound can be refused; then the doctor plays muted until the patient taps.
  useEffect(() => {
    const video = remoteRef.current;
    if (!video || !view.remoteStream) return;
    video.muted = false;
    Promise.resolve(video.play?.()).catch(() => {
      video.muted = true;
      setNeedsTap(true);
      void Promise.resolve(video.play?.()).catch(() => {});
    });
  }, [remoteRef, view.remoteStream]);

  const unmuteDoctor = () => {
    const video = remoteRef.current;
    if (!video) return;
    video.muted = false;
    void Promise.resolve(video.play?.()).catch(() => {});
    setNeedsTap(false);
  };

  const connected = view.status === 'connected';
  const hasLocalVideo = Boolean(view.localStream?.getVideoTracks().length);

  return (
    <div
      className={classes.root}
      role="dialog"
      aria-modal="true"
      aria-labelledby="video-call-title"
      data-call-id={call.call_id}
      data-call-status={view.status}
    >
      <div className={classes.header}>
        <h2 id="video-call-title" className={classes.title}>
          {connected ? callMessages.connected(call.doctor_name) : callMessages.connecting(call.doctor_name)}
        </h2>
        {!connected && <Loader size="sm" color="white" aria-hidden="true" />}
      </div>
      {view.receiveOnly && (
        <p className={classes.notice} role="status">
          {callMessages.receiveOnly}
        </p>
      )}
      <div className={classes.stage}>
        <video
          ref={remoteRef}
          className={classes.remote}
          autoPlay
          playsInline
          data-testid="remote-video"
          aria-label={t('videoOf', { doctor_name: call.doctor_name })}
        />
        {connected && !view.remoteHasVideo && (
          <p className={classes.placeholder} role="status">
            {callMessages.doctorCameraOff}
          </p>
        )}
        {hasLocalVideo && (
          <video
            ref={localRef}
            className={classes.local}
            autoPlay
            playsInline
            muted
            data-testid="local-video"
            aria-label={t('yourCamera')}
          />
        )}
      </div>
      <div className={classes.controls}>
        {needsTap && (
          <Button variant="white" onClick={unmuteDoctor}>
            {callMessages.tapToHear}
          </Button>
        )}
        <Button
          variant={view.micOn ? 'white' : 'filled'}
          color={view.micOn ? 'dark' : 'gray'}
          onClick={view.toggleMic}
          disabled={!view.localStream?.getAudioTracks().length}
          aria-pressed={!view.micOn}
        >
          {t('mute')}
        </Button>
        <Button
          variant={view.cameraOn ? 'white' : 'filled'}
          color={view.cameraOn ? 'dark' : 'gray'}
          onClick={view.toggleCamera}
          disabled={!hasLocalVideo}
          aria-pressed={!view.cameraOn}
        >
          {t('cameraOff')}
        </Button>
        <Button ref={hangUpRef} color="red" onClick={view.hangUp}>
          {t('hangUp')}
        </Button>
      </div>
    </div>
  );
}
