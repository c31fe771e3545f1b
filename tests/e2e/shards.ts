// Splits files into shards by weight (seconds): the heaviest first onto the lightest shard.

export const DEFAULT_SECONDS = 20;

/** The shard (0-based) of each file, by weight, for `count` shards. */
export function assignShards(files: string[], weights: Record<string, number>, count: number): Map<string, number> {
  const load = Array.from({ length: count }, () => 0);
  const out = new Map<string, number>();
  const heaviest = [...files].sort(
    (a, b) => (weights[b] ?? DEFAULT_SECONDS) - (weights[a] ?? DEFAULT_SECONDS) || a.localeCompare(b),
  );
  for (const file of heaviest) {
    const lightest = load.indexOf(Math.min(...load));
    out.set(file, lightest);
    load[lightest] += weights[file] ?? DEFAULT_SECONDS;
  }
  return out;
}
