// Debian's nginx for the deploy test (installed on demand, like coturn for the relay test).
export { ensureNginx, NGINX_PATH } from '../../../scripts/ensure-nginx.mjs';
