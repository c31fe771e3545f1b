/** The Blogs link only appears on the production host. */
export function isProductionHost(hostname: string, productionHost: string): boolean {
  return hostname.toLowerCase() === productionHost.toLowerCase();
}
