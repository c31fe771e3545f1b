// Debian's coturn for the TURN relay test (installed on demand, like Chromium for the journeys).
export { ensureCoturn, TURNSERVER_PATH } from '../../scripts/ensure-coturn.mjs';
