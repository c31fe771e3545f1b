const MAX_ID = 2_147_483_647;

/** The :id of /labs/:id as the contract's Id (a positive 32-bit integer), or null when it cannot be one. */
export function parseLabId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}
