import type SimplePeer from 'simple-peer';

/** simple-peer's prebuilt browser bundle, fetched only for a call (and prefetched while ringing). */
export function loadSimplePeer(): Promise<typeof SimplePeer> {
  return import('simple-peer/simplepeer.min.js').then((module) => module.default);
}
