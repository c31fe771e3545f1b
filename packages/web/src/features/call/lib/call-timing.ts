/** The doctor's peer must connect within this time after Accept, or the call ends as unreachable. */
export const CALL_CONNECT_TIMEOUT_MS = 15_000;

/** After the peer drops, how long to wait for the server's call_ended before saying the connection was lost. */
export const PEER_LOST_GRACE_MS = 1_500;

/**
 * ICE servers for the patient's peer. The mock's simulated doctor is reachable on host candidates;
 * a deployment behind NAT would list its STUN/TURN servers here.
 */
export const ICE_SERVERS: RTCIceServer[] = [];
