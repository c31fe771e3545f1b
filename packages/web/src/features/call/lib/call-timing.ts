import { env } from '@/config/env';

/** The doctor's peer must connect within this time after Accept, or the call ends as unreachable. */
export const CALL_CONNECT_TIMEOUT_MS = 15_000;

/** ICE reports the connection dropped: "Reconnecting…" for this long before the call is ended. */
export const RECONNECT_GRACE_MS = 15_000;

/** After the peer drops, how long to wait for the server's call_ended before saying the connection was lost. */
export const PEER_LOST_GRACE_MS = 1_500;

/**
 * ICE servers of both sides' peers, from the build's VITE_ICE_SERVERS (STUN and TURN; see
 * docs/deploying.md). Empty: host candidates only, enough for the mock's simulated doctor and a local network.
 */
export const ICE_SERVERS: RTCIceServer[] = env.iceServers;
