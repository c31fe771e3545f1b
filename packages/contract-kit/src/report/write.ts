import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunReport } from '../runner.ts';
import { formatJunit } from './junit.ts';

/** Writes junit.xml and conformance.json; returns their paths. */
export function writeReports(report: RunReport, dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  const xml = join(dir, 'junit.xml');
  const json = join(dir, 'conformance.json');
  writeFileSync(xml, formatJunit(report));
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  return [xml, json];
}
