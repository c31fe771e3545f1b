/** The doctor's peer must connect within this time after Accept, or the call ends as unreachable. */
export const CALL_CONNECT_TIMEOUT_MS = 15_000;

/**
 * ICE servers for the patient's peer. The mock's simulated doctor is reachable on host candidates;
 * a deployment behind NAT would list its STUN/TURN servers here.
 */
export const ICE_SERVERS: RTCIceServer[] = [];
