export interface SpecCall {
  method: string;
  path: string;
  query: string[];
}

/** Reads the calls table of SPEC.md section 7 ("| METHOD | /path?x={y} | notes |"). */
export function parseSpecCalls(markdown: string): SpecCall[] {
  const start = markdown.indexOf('## 7.');
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end === -1 ? undefined : end);
  const calls: SpecCall[] = [];
  for (const line of section.split('\n')) {
    const m = /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*(\/[^|\s]+(?:\?[^|]*?)?)\s*\|/.exec(line);
    if (!m) continue;
    const [path, queryString = ''] = m[2].split('?');
    const query = queryString ? queryString.split('&').map((kv) => kv.split('=')[0]) : [];
    calls.push({ method: m[1].toLowerCase(), path, query });
  }
  return calls;
}
