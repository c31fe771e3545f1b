// @ts-check
// The simulated doctor's WebRTC peer, run in its own process by create-doctor-peer.ts so that a
// native crash in @roamhq/wrtc cannot take the mock server down. Plain JavaScript: the child starts
// on bare node, without a TypeScript loader, under tsx, vitest and plain node alike. It loads wrtc,
// reports ready and idles (a warm spare) until it is given a call.
//
// parent -> child: { type: 'start', config: { callId, video, hangupAfterMs, iceServers } }
//                  | { type: 'signal', signal } | { type: 'stop' }
// child -> parent: { type: 'ready' } | { type: 'signal', signal } | { type: 'connected' }
//                  | { type: 'hangup' } | { type: 'closed' } | { type: 'failed', message }
import wrtc from '@roamhq/wrtc';
import Peer from 'simple-peer';
import { createTestPattern, createTone } from './test-pattern.mjs';

const WIDTH = 320;
const HEIGHT = 240;
const FPS = 15;
/** wrtc needs a moment after pc.close() before the process may exit, or it can crash on the way out. */
const EXIT_GRACE_MS = 150;

/** @param {Record<string, unknown>} message */
function send(message) {
  if (process.connected) process.send?.(message);
}

const { RTCVideoSource, RTCAudioSource } = wrtc.nonstandard;
/** @type {{ stop(): void }[]} */
const tracks = [];
/** @type {NodeJS.Timeout[]} */
const timers = [];
/** @type {import('simple-peer').Instance | null} */
let peer = null;
let stopping = false;

function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const timer of timers) clearInterval(timer);
  if (peer) {
    peer.removeAllListeners();
    peer.on('error', () => {});
    peer.destroy();
  }
  for (const track of tracks) track.stop();
  setTimeout(() => process.exit(code), peer ? EXIT_GRACE_MS : 0);
}

/** @param {{ callId: string, video: boolean, hangupAfterMs: number | null, iceServers?: object[] }} config */
function start(config) {
  let videoSource = null;
  if (config.video) {
    videoSource = new RTCVideoSource();
    tracks.push(videoSource.createTrack());
  }
  const audioSource = new RTCAudioSource();
  tracks.push(audioSource.createTrack());

  const created = new Peer({
    initiator: false,
    wrtc,
    stream: new wrtc.MediaStream(tracks),
    // By default the doctor and the patient are on the same machine or network as the mock and host
    // candidates suffice; the mock's ICE_SERVERS adds STUN/TURN.
    config: { iceServers: Array.isArray(config.iceServers) ? config.iceServers : [] },
  });
  peer = created;
  created.on('signal', (signal) => send({ type: 'signal', signal }));
  created.on('connect', () => {
    send({ type: 'connected' });
    if (typeof config.hangupAfterMs === 'number') {
      timers.push(setTimeout(() => send({ type: 'hangup' }), config.hangupAfterMs));
    }
  });
  created.on('close', () => send({ type: 'closed' }));
  created.on('error', (error) => send({ type: 'failed', message: String(error?.message ?? error) }));

  if (videoSource) {
    const pattern = createTestPattern(WIDTH, HEIGHT);
    const source = videoSource;
    let frameNumber = 0;
    timers.push(
      setInterval(() => {
        frameNumber += 1;
        source.onFrame({ width: WIDTH, height: HEIGHT, data: pattern.draw(Date.now(), frameNumber) });
      }, 1000 / FPS),
    );
  }

  // Timers drift; send every 10 ms frame that is due so the tone plays at the real rate.
  const tone = createTone();
  const audioStart = Date.now();
  let audioFrames = 0;
  timers.push(
    setInterval(() => {
      const due = Math.floor((Date.now() - audioStart) / 10);
      // After a stall, skip ahead rather than flood the encoder.
      if (due - audioFrames > 20) audioFrames = due - 1;
      while (audioFrames < due) {
        audioFrames += 1;
        audioSource.onData({ samples: tone.next(), sampleRate: tone.sampleRate, bitsPerSample: 16, channelCount: 1 });
      }
    }, 10),
  );
}

process.on('message', (/** @type {any} */ message) => {
  if (stopping || !message || typeof message !== 'object') return;
  if (message.type === 'start' && !peer) {
    start(message.config);
  } else if (message.type === 'signal' && peer) {
    try {
      peer.signal(message.signal);
    } catch (error) {
      send({ type: 'failed', message: String(error) });
    }
  } else if (message.type === 'stop') {
    shutdown(0);
  }
});
// The mock server went away (or closed our channel): leave cleanly rather than linger.
process.on('disconnect', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

send({ type: 'ready' });
