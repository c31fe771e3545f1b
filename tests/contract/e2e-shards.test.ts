import { describe, expect, it } from 'vitest';
import { assignShards } from '../e2e/shards.ts';

describe('assignShards', () => {
  it('when files have weights, then the heaviest go to the lighter shard and both shards end close', () => {
    const weights = { a: 200, b: 130, c: 90, d: 80, e: 70, f: 10 };
    const shards = assignShards(Object.keys(weights), weights, 2);
    const load = [0, 0];
    for (const [file, shard] of shards) load[shard] += weights[file as keyof typeof weights];
    expect(Math.abs(load[0] - load[1])).toBeLessThanOrEqual(30);
    expect(new Set(shards.values())).toEqual(new Set([0, 1]));
  });

  it('when a file has no weight, then it still gets exactly one shard', () => {
    const shards = assignShards(['x', 'y', 'z'], {}, 2);
    expect([...shards.keys()].sort()).toEqual(['x', 'y', 'z']);
  });
});
