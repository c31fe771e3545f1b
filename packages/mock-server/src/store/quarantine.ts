import type { Logger } from '../logger.ts';
import { keepCopy } from './persistence.ts';
import { repairData, type Quarantined } from './repair.ts';
import type { StoreData } from './types.ts';

const clip = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
};

/**
 * Start-up's pass over a loaded data file: a collection that is there but not a list, and each
 * record that breaks the store's shape, are taken out and named in the log, with a copy of the
 * file as it was kept beside it; the id counters are repaired. Nothing is dropped silently.
 */
export function quarantineBadRecords(data: StoreData, dataFile: string, logger: Logger): Quarantined[] {
  const out: Quarantined[] = [];
  const loose = data as unknown as Record<string, unknown>;
  for (const key of ['appointments', 'payments', 'messages'] as const) {
    // Absent is an older file (upgrade.ts adds it); present but not a list is damage.
    if (key in loose && !Array.isArray(loose[key])) {
      out.push({ at: `data.${key}`, reason: 'not a list', record: loose[key] });
      loose[key] = [];
    } else if (!(key in loose)) loose[key] = [];
  }
  out.push(...repairData(data));
  if (!out.length) return out;
  const copy = keepCopy(dataFile);
  for (const q of out) {
    logger.error('data file record quarantined', {
      data_file: dataFile,
      at: q.at,
      reason: q.reason,
      record: clip(q.record),
    });
  }
  logger.error('data file had bad records; they were taken out and the file as it was kept aside', {
    data_file: dataFile,
    quarantined: out.length,
    copy_kept_at: copy,
  });
  return out;
}
