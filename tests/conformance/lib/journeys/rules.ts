import type { RunContext } from '../context.ts';

// Rules the schema cannot say (filled in below).
export async function rulesJourney(_ctx: RunContext, _wanted: (tags: string[]) => boolean): Promise<void> {}
