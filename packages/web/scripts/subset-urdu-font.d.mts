/** Code point ranges [from, to] the Urdu font keeps. */
export const URDU_FONT_RANGES: [number, number][];
/** Where the committed Urdu font lives. */
export const URDU_FONT_FILE: string;
/** The Urdu font subset, made from the installed font package. */
export function subsetUrduFont(): Promise<Uint8Array>;
