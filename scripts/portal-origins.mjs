/** The origins a browser opens the portal from on `port`: the mock refuses the socket handshake from any other. */
export const portalOrigins = (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
