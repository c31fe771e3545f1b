// @ts-check
// One side of a call for the TURN relay test, in its own process because @roamhq/wrtc can crash at
// process exit: a simple-peer that sends a 320x240 test pattern, counts the other side's frames and,
// once connected, reports the candidate types of the pair in use (relay when TURN carries the call).
//
// argv[2]: JSON { initiator: boolean, iceServers: RTCIceServer[], iceTransportPolicy: 'all' | 'relay' }
// parent -> child: { type: 'signal', signal } | { type: 'stop' }
// child -> parent: { type: 'signal', signal } | { type: 'connected' } | { type: 'frames', count, width, height }
//                  | { type: 'pair', local, remote } | { type: 'failed', message }
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../../packages/mock-server/package.json', import.meta.url));
const wrtc = require('@roamhq/wrtc');
const Peer = require('simple-peer');
const { createTestPattern } =
  await import('../../../packages/mock-server/src/modules/calls/simulated-doctor/test-pattern.mjs');

const options = JSON.parse(process.argv[2] ?? '{}');
/** @param {Record<string, unknown>} message */
const send = (message) => process.connected && process.send?.(message);

const WIDTH = 320;
const HEIGHT = 240;
const source = new wrtc.nonstandard.RTCVideoSource();
const track = source.createTrack();
const pattern = createTestPattern(WIDTH, HEIGHT);
let frameNumber = 0;
const feed = setInterval(() => {
  frameNumber += 1;
  source.onFrame({ width: WIDTH, height: HEIGHT, data: pattern.draw(Date.now(), frameNumber) });
}, 1000 / 15);

const peer = new Peer({
  initiator: Boolean(options.initiator),
  wrtc,
  stream: new wrtc.MediaStream([track]),
  config: { iceServers: options.iceServers ?? [], iceTransportPolicy: options.iceTransportPolicy ?? 'all' },
});

/** @type {{ stop(): void } | null} */
let sink = null;
let frames = 0;
let size = { width: 0, height: 0 };
/** @type {NodeJS.Timeout | undefined} */
let report;

/** The local and remote candidate types of the succeeded candidate pair, from getStats(). */
async function selectedPair() {
  // simple-peer keeps its RTCPeerConnection here; wrtc implements the standard stats report.
  const pc = /** @type {any} */ (peer)._pc;
  const stats = await pc.getStats();
  /** @type {Map<string, any>} */
  const byId = new Map();
  stats.forEach((/** @type {any} */ r) => byId.set(r.id, r));
  for (const r of byId.values()) {
    if (r.type === 'candidate-pair' && r.state === 'succeeded' && (r.nominated || r.selected !== false)) {
      return {
        local: byId.get(r.localCandidateId)?.candidateType ?? 'unknown',
        remote: byId.get(r.remoteCandidateId)?.candidateType ?? 'unknown',
      };
    }
  }
  return null;
}

peer.on('signal', (signal) => send({ type: 'signal', signal }));
peer.on('connect', () => {
  send({ type: 'connected' });
  const poll = setInterval(async () => {
    const pair = await selectedPair().catch(() => null);
    if (pair) {
      clearInterval(poll);
      send({ type: 'pair', ...pair });
    }
  }, 200);
});
peer.on('error', (error) => send({ type: 'failed', message: String(error?.message ?? error) }));
peer.on('track', (remote) => {
  if (remote.kind !== 'video' || sink) return;
  const videoSink = new wrtc.nonstandard.RTCVideoSink(remote);
  videoSink.onframe = ({ frame }) => {
    frames += 1;
    size = { width: frame.width, height: frame.height };
  };
  sink = videoSink;
  report = setInterval(() => send({ type: 'frames', count: frames, ...size }), 100);
});

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  clearInterval(feed);
  clearInterval(report);
  sink?.stop();
  track.stop();
  peer.removeAllListeners();
  peer.on('error', () => {});
  peer.destroy();
  // wrtc needs a moment after closing before the process may exit.
  setTimeout(() => process.exit(0), 200);
}
process.on('message', (/** @type {any} */ message) => {
  if (stopping) return;
  if (message?.type === 'signal') {
    try {
      peer.signal(message.signal);
    } catch (error) {
      send({ type: 'failed', message: String(error) });
    }
  } else if (message?.type === 'stop') shutdown();
});
process.on('disconnect', shutdown);
