import { useEffect, useState } from 'react';
import { parseCallMediaState } from './call-payloads';
import type { CallSocket } from './use-video-call';

export type MediaState = { audio: boolean; video: boolean };

/**
 * Each side's microphone and camera over call_media_state (asyncapi.yaml, x-provisional): this
 * side's state goes out once the call connects and on every change; the other side's comes back,
 * so a camera turned off shows as a tile with the person's name, not as a black picture.
 */
export function usePeerMedia(socket: CallSocket, callId: string, connected: boolean, own: MediaState): MediaState {
  const [peer, setPeer] = useState<MediaState>({ audio: true, video: true });
  useEffect(() => {
    const onState = (payload: unknown) => {
      const state = parseCallMediaState(payload);
      if (state?.call_id === callId) setPeer({ audio: state.audio, video: state.video });
    };
    socket.on('call_media_state', onState);
    return () => {
      socket.off('call_media_state', onState);
    };
  }, [socket, callId]);
  const { audio, video } = own;
  useEffect(() => {
    if (connected) socket.emit('call_media_state', { call_id: callId, audio, video });
  }, [socket, callId, connected, audio, video]);
  return peer;
}
