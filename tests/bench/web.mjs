#!/usr/bin/env node
// `pnpm bench:web`: Lighthouse 12 in its default mobile mode (simulated slow 4G, 4x CPU slowdown)
// against the production build served by `vite preview` with the mock behind /api. Prints the four
// category scores, LCP, TBT, CLS and transferred JS per route; writes HTML and JSON reports to
// reports/lighthouse. Build first (`pnpm build`). RUNS=n runs each route n times and keeps the
// median run by performance score (Lighthouse's own advice for variance); ROUTES=/a,/b overrides.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from '../support/chromium.mjs';
import { distDir, freePort, repoRoot, startStack } from '../support/stack.mjs';

const ROUTES = (process.env.ROUTES || '/,/products/clinicmanagement,/patient/login,/doctors/search').split(',');
const RUNS = Number(process.env.RUNS || 3);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
const reportDir = join(repoRoot, 'reports/lighthouse');
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;

async function launchChromium() {
  const port = await freePort();
  const userDataDir = mkdtempSync(join(tmpdir(), 'ehp-lh-'));
  const flags = CHROMIUM_FLAGS.filter((f) => !f.startsWith('--use-fake'));
  const child = spawn(
    CHROMIUM_PATH,
    [...flags, `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    port,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

const slug = (path) => (path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '-'));

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKB: Number((jsBytes / 1024).toFixed(1)),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

async function main() {
  ensureChromium();
  if (!existsSync(join(distDir, 'about/index.html'))) {
    console.warn(`⚠ ${distDir} has no prerendered pages: build with \`pnpm build\` (vite build + prerender) first.`);
  }
  mkdirSync(reportDir, { recursive: true });
  const stack = await startStack();
  const chrome = await launchChromium();
  const rows = [];
  try {
    for (const route of ROUTES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${stack.portal.url}${route}`, {
          port: chrome.port,
          output: ['html', 'json'],
          logLevel: 'error',
          onlyCategories: Object.keys(TARGETS),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (result.lhr.runtimeError)
          throw new Error(`${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        runs.push(result);
      }
      runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
      const median = runs[Math.floor(runs.length / 2)];
      writeFileSync(join(reportDir, `${slug(route)}.html`), median.report[0]);
      writeFileSync(join(reportDir, `${slug(route)}.json`), median.report[1]);
      const row = {
        route,
        ...summarise(median.lhr),
        perfRuns: runs.map((r) => Math.round(r.lhr.categories.performance.score * 100)),
      };
      rows.push(row);
      console.log(
        `${route}: perf ${row.performance} (runs ${row.perfRuns.join('/')}), a11y ${row.accessibility}, bp ${row['best-practices']}, seo ${row.seo}`,
      );
    }
  } finally {
    await chrome.stop();
    await stack.stop();
  }

  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION} · mobile · simulated throttling · median of ${RUNS} run(s) · Chromium at ${CHROMIUM_PATH} · load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (scores drop when other work shares the CPU)\n`,
  );
  console.table(
    rows.map((r) => ({
      route: r.route,
      perf: r.performance,
      a11y: r.accessibility,
      'best-pr.': r['best-practices'],
      seo: r.seo,
      'LCP ms': r.lcpMs,
      'FCP ms': r.fcpMs,
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      'JS KB': r.jsKB,
    })),
  );
  const misses = rows.flatMap((r) =>
    Object.entries(TARGETS)
      .filter(([id, target]) => r[id] < target)
      .map(
        ([id, target]) =>
          `${r.route}: ${id} ${r[id]} < ${target} (failing audits: ${r.failing.join(', ') || 'none binary'})`,
      ),
  );
  writeFileSync(join(reportDir, 'summary.json'), JSON.stringify({ runs: RUNS, loadavg: loadavg(), rows }, null, 2));
  console.log(misses.length ? `Below target:\n  ${misses.join('\n  ')}` : 'All routes meet the targets.');
  console.log(`Reports: ${reportDir}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
