import { createQaClient, qaData } from '@ehp/api-types';

// Which operation stores into which list of GET /__qa/submissions (the mock's QA API).
export const SUBMISSION_KIND_OF: Record<string, string> = {
  addDemoRequest: 'demo',
  addHelplineRequest: 'helpline',
  addContactMessage: 'contact',
  createLabBooking: 'booking',
  clinicContactUs: 'clinic_contact',
};

export type Submissions = Record<string, Record<string, unknown>[]>;

export async function readSubmissions(baseUrl: string): Promise<Submissions> {
  return (await qaData(createQaClient({ baseUrl }).GET('/__qa/submissions'))).submissions;
}

/**
 * Differences between two snapshots that valid writes do not explain: a record that changed or
 * vanished, or a count that grew by other than the number of 2xx answers.
 */
export function unexplained(before: Submissions, after: Submissions, writes: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const kind of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[kind] ?? [];
    const now = after[kind] ?? [];
    const byId = new Map(now.map((r) => [r.id, JSON.stringify(r)]));
    for (const record of old) {
      if (byId.get(record.id) !== JSON.stringify(record))
        problems.push(`${kind}: record ${record.id} changed or vanished`);
    }
    const expected = old.length + (writes[kind] ?? 0);
    if (now.length !== expected)
      problems.push(`${kind}: ${now.length} records, expected ${old.length} + ${writes[kind] ?? 0} valid writes`);
  }
  return problems;
}
