import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@/test/render';
import { callMessages } from '../lib/call-messages';
import { CALL_CONNECT_TIMEOUT_MS, PEER_LOST_GRACE_MS, RECONNECT_GRACE_MS } from '../lib/call-timing';
import { createFakeSocket, ringingCall } from '../test/fake-socket';
import VideoCall from './video-call';

type FakeTrack = { kind: 'audio' | 'video'; enabled: boolean; stop: ReturnType<typeof vi.fn<() => void>> };
type FakePeerInstance = {
  opts: Record<string, unknown>;
  signal: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
  emit(event: string, ...args: unknown[]): boolean;
};

const state = vi.hoisted(() => ({ peers: [] as FakePeerInstance[], media: null as unknown }));

vi.mock('../lib/load-simple-peer', async () => {
  const { EventEmitter } = await import('node:events');
  class FakePeer extends EventEmitter {
    signal = vi.fn();
    destroy = vi.fn();
    constructor(public opts: Record<string, unknown>) {
      super();
      state.peers.push(this);
    }
  }
  return { loadSimplePeer: async () => FakePeer };
});
vi.mock('../lib/local-media', () => ({
  getLocalMedia: async () => state.media,
  stopStream: (stream: { getTracks(): FakeTrack[] } | null) => stream?.getTracks().forEach((t) => t.stop()),
}));

function fakeStream(...kinds: FakeTrack['kind'][]) {
  const tracks: FakeTrack[] = kinds.map((kind) => ({ kind, enabled: true, stop: vi.fn<() => void>() }));
  // A real MediaStream instance (video.srcObject accepts nothing else) with fake tracks.
  return Object.assign(new window.MediaStream(), {
    tracks,
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  });
}

const call = ringingCall();

async function setup(media: unknown = fakeStream('audio', 'video')) {
  state.media = media;
  state.peers = [];
  const server = createFakeSocket();
  const onEnded = vi.fn();
  const ui: ReactElement = <VideoCall socket={server.socket} call={call} onEnded={onEnded} />;
  render(ui);
  await waitFor(() => expect(state.peers).toHaveLength(1));
  return { server, onEnded, peer: state.peers[0] };
}

describe('VideoCall', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when the patient shares camera and microphone, then the peer initiates with them and its offer goes out as call_signal', async () => {
    const media = fakeStream('audio', 'video');
    const { server, peer } = await setup(media);
    expect(peer.opts).toMatchObject({ initiator: true, stream: media });
    expect(screen.queryByText(callMessages.receiveOnly)).toBeNull();
    act(() => void peer.emit('signal', { type: 'offer', sdp: 'v=0' }));
    expect(server.sent('call_signal')).toEqual([{ call_id: call.call_id, signal: { type: 'offer', sdp: 'v=0' } }]);
    expect(screen.getByTestId('local-video')).toBeTruthy();
  });

  it('when camera and microphone are refused, then the patient joins receive-only with a clear notice', async () => {
    const { peer } = await setup(null);
    expect(peer.opts.stream).toBeUndefined();
    expect(peer.opts.offerOptions).toEqual({ offerToReceiveAudio: true, offerToReceiveVideo: true });
    expect(screen.getByText(callMessages.receiveOnly)).toBeTruthy();
    expect(screen.queryByTestId('local-video')).toBeNull();
    // Without a microphone it is off and stays off: pressed, and disabled.
    const mic = screen.getByRole('button', { name: 'Unmute' }) as HTMLButtonElement;
    expect(mic.disabled).toBe(true);
    expect(mic.getAttribute('aria-pressed')).toBe('true');
  });

  it('when the doctor signals, then only signals for this call reach the peer, including ones that came early', async () => {
    state.media = null;
    state.peers = [];
    const server = createFakeSocket();
    render(<VideoCall socket={server.socket} call={call} onEnded={vi.fn()} />);
    server.serverSends('call_signal', { call_id: call.call_id, signal: { type: 'answer', sdp: 'early' } });
    await waitFor(() => expect(state.peers).toHaveLength(1));
    const peer = state.peers[0];
    expect(peer.signal).toHaveBeenCalledWith({ type: 'answer', sdp: 'early' });
    server.serverSends('call_signal', { call_id: 'someone-else', signal: { type: 'answer', sdp: 'x' } });
    server.serverSends('call_signal', { call_id: call.call_id, signal: { type: 'candidate', candidate: {} } });
    expect(peer.signal).toHaveBeenCalledTimes(2);
  });

  it('when the patient hangs up, then the server hears hangup, the peer and camera are released and the call ends', async () => {
    const media = fakeStream('audio', 'video');
    const { server, peer, onEnded } = await setup(media);
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(server.sent('call_hangup')).toEqual([{ call_id: call.call_id, reason: 'hangup' }]);
    expect(peer.destroy).toHaveBeenCalled();
    expect(media.tracks.every((t) => t.stop.mock.calls.length === 1)).toBe(true);
    expect(onEnded).toHaveBeenCalledWith(callMessages.youHungUp);
    expect(server.listenerCount('call_signal')).toBe(0);
  });

  it('when connected, then the status says so; with no remote video, then the doctor camera notice shows', async () => {
    const { peer } = await setup();
    const audioOnly = fakeStream('audio');
    act(() => {
      peer.emit('stream', audioOnly);
      peer.emit('connect');
    });
    expect(screen.getByRole('heading').textContent).toBe(callMessages.connected(call.doctor_name));
    expect(screen.getByText(callMessages.doctorCameraOff)).toBeTruthy();
  });

  it('when Mute and Camera off are pressed, then the tracks are off, the buttons are pressed and read Unmute and Camera on, and the other side is told', async () => {
    const media = fakeStream('audio', 'video');
    const { server, peer } = await setup(media);
    act(() => void peer.emit('connect'));
    expect(server.sent('call_media_state')).toEqual([{ call_id: call.call_id, audio: true, video: true }]);
    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mute);
    expect(media.getAudioTracks()[0].enabled).toBe(false);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(mute.textContent).toBe('Unmute');
    const camera = screen.getByRole('button', { name: 'Camera off' });
    fireEvent.click(camera);
    expect(media.getVideoTracks()[0].enabled).toBe(false);
    expect(camera.getAttribute('aria-pressed')).toBe('true');
    expect(camera.textContent).toBe('Camera on');
    expect(server.sent('call_media_state').at(-1)).toEqual({ call_id: call.call_id, audio: false, video: false });
    fireEvent.click(camera);
    expect(media.getVideoTracks()[0].enabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Camera off' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('when the other side turns its camera off (and mutes), then a tile with its initial and name replaces the picture; back on, it goes', async () => {
    const { server, peer } = await setup();
    act(() => {
      peer.emit('stream', fakeStream('audio', 'video'));
      peer.emit('connect');
    });
    expect(screen.queryByTestId('camera-off-tile')).toBeNull();
    act(() => server.serverSends('call_media_state', { call_id: call.call_id, audio: false, video: false }));
    const tile = screen.getByTestId('camera-off-tile');
    expect(tile.textContent).toBe(`I${call.doctor_name}${callMessages.doctorCameraOff} · Muted`);
    act(() => server.serverSends('call_media_state', { call_id: 'another-call', audio: true, video: true }));
    expect(screen.getByTestId('camera-off-tile')).toBeTruthy();
    act(() => server.serverSends('call_media_state', { call_id: call.call_id, audio: true, video: true }));
    expect(screen.queryByTestId('camera-off-tile')).toBeNull();
  });
});

describe('VideoCall with fake timers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function mountWithFakeTimers() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    state.media = null;
    state.peers = [];
    const server = createFakeSocket();
    const onEnded = vi.fn();
    const view = render(<VideoCall socket={server.socket} call={call} onEnded={onEnded} />);
    await act(async () => {
      for (let i = 0; i < 5 && state.peers.length === 0; i += 1) await new Promise((r) => setImmediate(r));
    });
    expect(state.peers).toHaveLength(1);
    return { server, onEnded, peer: state.peers[0], view };
  }

  it('when the connection drops and no call_ended follows, then the call ends once with a message and the server hears connection_lost', async () => {
    const { server, onEnded, peer } = await mountWithFakeTimers();
    act(() => void peer.emit('connect'));
    act(() => void peer.emit('error', new Error('ICE failed')));
    act(() => void peer.emit('close'));
    act(() => vi.advanceTimersByTime(PEER_LOST_GRACE_MS - 1));
    expect(onEnded).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(server.sent('call_hangup')).toEqual([{ call_id: call.call_id, reason: 'connection_lost' }]);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledWith(callMessages.connectionLost);
  });

  it('when the view is closed during the grace time (the server said why), then it neither hangs up nor reports', async () => {
    const { server, onEnded, peer, view } = await mountWithFakeTimers();
    act(() => void peer.emit('close'));
    view.unmount();
    act(() => vi.advanceTimersByTime(PEER_LOST_GRACE_MS * 2));
    expect(server.sent('call_hangup')).toEqual([]);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('when ICE reports a drop, then "Reconnecting…" shows; recovered, it goes; a drop longer than the grace ends the call', async () => {
    const { server, onEnded, peer } = await mountWithFakeTimers();
    act(() => void peer.emit('connect'));
    act(() => void peer.emit('iceStateChange', 'disconnected'));
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    act(() => void peer.emit('iceStateChange', 'connected'));
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    act(() => void peer.emit('iceStateChange', 'disconnected'));
    act(() => vi.advanceTimersByTime(RECONNECT_GRACE_MS - 1));
    expect(onEnded).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onEnded).toHaveBeenCalledWith(callMessages.connectionLost);
    expect(server.sent('call_hangup')).toEqual([{ call_id: call.call_id, reason: 'connection_lost' }]);
  });

  it('when the doctor never answers, then after the timeout the call ends with a message', async () => {
    const { server, onEnded } = await mountWithFakeTimers();
    act(() => vi.advanceTimersByTime(CALL_CONNECT_TIMEOUT_MS - 1));
    expect(onEnded).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onEnded).toHaveBeenCalledWith(callMessages.noAnswer);
    expect(server.sent('call_hangup')).toEqual([{ call_id: call.call_id, reason: 'connection_lost' }]);
  });
});
