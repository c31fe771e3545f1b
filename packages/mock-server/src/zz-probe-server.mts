import { createInterface } from 'node:readline';
import v8 from 'node:v8';
import { createMockServer } from './app.ts';
import { defaultConfig } from './config.ts';
import { listenOn } from './listen.ts';
const s = createMockServer(defaultConfig({ logLevel: 'silent', nodeEnv: 'production', validateResponses: false }));
const url = await listenOn(s.httpServer, 0, '127.0.0.1');
console.log('URL', url);
const mb = (n: number) => (n / 1048576).toFixed(1);
createInterface({ input: process.stdin }).on('line', (line) => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  console.log(line, 'rss', mb(m.rss), 'heapUsed', mb(m.heapUsed), 'heapTotal', mb(m.heapTotal), 'external', mb(m.external), 'ab', mb(m.arrayBuffers));
  if (line.startsWith('snap')) console.log('snapshot', v8.writeHeapSnapshot(`/tmp/probe/${line}.heapsnapshot`));
});
