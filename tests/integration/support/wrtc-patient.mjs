// @ts-check
// The patient's WebRTC side for the Node integration test, in its own process because
// @roamhq/wrtc can crash at process exit. Like the portal it is the simple-peer initiator and
// receives audio and video without sending any; it counts the doctor's video frames.
//
// parent -> child: { type: 'signal', signal } | { type: 'stop' }
// child -> parent: { type: 'ready' } | { type: 'signal', signal } | { type: 'connected' }
//                  | { type: 'track', kind } | { type: 'frames', count, width, height, firstFrameMs }
//                  | { type: 'closed' } | { type: 'failed', message }
import { createRequire } from 'node:module';

// wrtc and simple-peer are the mock server's dependencies; borrow them rather than install twice.
const require = createRequire(new URL('../../../packages/mock-server/package.json', import.meta.url));
const wrtc = require('@roamhq/wrtc');
const Peer = require('simple-peer');

/** @param {Record<string, unknown>} message */
const send = (message) => process.connected && process.send?.(message);
const started = Date.now();

const peer = new Peer({
  initiator: true,
  wrtc,
  config: { iceServers: [] },
  offerOptions: { offerToReceiveAudio: true, offerToReceiveVideo: true },
});

/** @type {{ stop(): void } | null} */
let sink = null;
let frames = 0;
let size = { width: 0, height: 0 };
let firstFrameMs = -1;
/** @type {NodeJS.Timeout | undefined} */
let report;

peer.on('signal', (signal) => send({ type: 'signal', signal }));
peer.on('connect', () => send({ type: 'connected' }));
peer.on('close', () => send({ type: 'closed' }));
peer.on('error', (error) => send({ type: 'failed', message: String(error?.message ?? error) }));
peer.on('track', (track) => {
  send({ type: 'track', kind: track.kind });
  if (track.kind !== 'video' || sink) return;
  const videoSink = new wrtc.nonstandard.RTCVideoSink(track);
  videoSink.onframe = ({ frame }) => {
    frames += 1;
    size = { width: frame.width, height: frame.height };
    if (firstFrameMs < 0) firstFrameMs = Date.now() - started;
  };
  sink = videoSink;
  report = setInterval(() => send({ type: 'frames', count: frames, ...size, firstFrameMs }), 100);
});

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  clearInterval(report);
  sink?.stop();
  peer.removeAllListeners();
  peer.on('error', () => {});
  peer.destroy();
  // Give wrtc a moment to close the connection before the process goes.
  setTimeout(() => process.exit(0), 150);
}

process.on('message', (/** @type {any} */ message) => {
  if (stopping) return;
  if (message?.type === 'signal') peer.signal(message.signal);
  else if (message?.type === 'stop') shutdown();
});
process.on('disconnect', shutdown);
send({ type: 'ready' });
