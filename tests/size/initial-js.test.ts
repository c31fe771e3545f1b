import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { distDir } from '../support/stack.mjs';
import { filesOf, gzipBytes, initialJsFiles, readManifest } from './initial-js';

/** Issue 6: the initial JavaScript of / is at most 150 KB gzip. */
const BUDGET_GZIP_BYTES = 150 * 1024;

// Code that only signed-in patients (socket) or a call in progress (video) may download.
const FORBIDDEN = [
  {
    name: 'socket.io-client',
    source: /node_modules\/.*(socket\.io-client|engine\.io-client)\//,
    marker: 'io server disconnect',
  },
  { name: 'simple-peer', source: /node_modules\/.*simple-peer\//, marker: 'ERR_WEBRTC_SUPPORT' },
  { name: 'the call view', source: /src\/features\/call\/components\//, marker: undefined },
  // Issue 12: English pays nothing for Urdu (catalogues, content, font, Lingui, DirectionProvider).
  { name: 'the Urdu chunk', source: /src\/app\/i18n\/urdu\.tsx|src\/content\/ur\//, marker: 'noto-naskh-arabic' },
  { name: 'Lingui', source: /node_modules\/.*@lingui\//, marker: 'selectordinal' },
];

describe('initial JavaScript of / (production build)', () => {
  const files = initialJsFiles(distDir);
  const sizes = files.map((file) => ({ file, gzip: gzipBytes(distDir, file) }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);

  test('when / loads, then its JS is within 150 KB gzip', () => {
    console.log(
      `initial JS of /: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files\n` +
        sizes.map((s) => `  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.file}`).join('\n'),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  test.each(FORBIDDEN)('when a visitor opens /, then $name is not in the first load', ({ source, marker }) => {
    const manifest = readManifest(distDir);
    if (manifest) {
      const forbidden = filesOf(manifest, source);
      expect(files.filter((f) => forbidden.has(f))).toEqual([]);
    }
    if (marker) {
      const carriers = files.filter((f) => readFileSync(join(distDir, f), 'utf8').includes(marker));
      expect(carriers).toEqual([]);
    }
  });
});
