import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { assignShards } from './shards.ts';

// Vitest's --shard splits files by a hash of their names, so one shard got the three longest
// journeys (routes, screenshots, booking screens) and ran two minutes longer than the other. This
// splits by measured seconds instead (durations.json, from a full run; a file not listed counts as
// shards.ts's default): the longest file first onto the lighter shard, so both end together.

const durations: Record<string, number> = JSON.parse(
  readFileSync(new URL('./durations.json', import.meta.url), 'utf8'),
);

export default class WeightedSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const shard = this.ctx.config.shard;
    if (!shard) return files;
    const root = this.ctx.config.root;
    const name = (spec: TestSpecification) => relative(root, spec.moduleId).split('\\').join('/');
    const shards = assignShards(files.map(name), durations, shard.count);
    return files.filter((spec) => shards.get(name(spec)) === shard.index - 1);
  }
}
