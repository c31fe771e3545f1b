// The contract's PMDC pattern: anything else cannot be a doctor, so the server is not asked.
const PMDC_PATTERN = /^\d{3,6}-[A-Z]$/;

/** The :pmdc of /doctors/:pmdc in the contract's form (upper case), or null when it cannot be one. */
export function parsePmdc(param: string | undefined): string | null {
  const pmdc = param?.toUpperCase();
  return pmdc && PMDC_PATTERN.test(pmdc) ? pmdc : null;
}
