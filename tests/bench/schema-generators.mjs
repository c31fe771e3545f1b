#!/usr/bin/env node
// How the conformance kit's generator was chosen: candidate JSON Schema generators measured on
// the contract's own request schemas (openapi.yaml, OpenAPI 3.1 = JSON Schema 2020-12).
//   mkdir -p /tmp/candidates && npm install --prefix /tmp/candidates \
//     json-schema-faker@0.6.3 openapi-sampler@1.7.10 @stoplight/json-schema-sampler@0.3.0
//   CANDIDATES=/tmp/candidates node --import tsx tests/bench/schema-generators.mjs
// fast-check is measured through the kit's own mapping (packages/contract-kit/src/generate/arbitrary.ts).
// Prints one markdown row per candidate (packages/contract-kit/README.md keeps the table).
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const root = new URL('../../', import.meta.url).pathname;
const doc = parse(readFileSync(join(root, 'openapi.yaml'), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** The schema with every local $ref inlined (what the samplers without a resolver need). */
function deref(node) {
  if (Array.isArray(node)) return node.map(deref);
  if (!node || typeof node !== 'object') return node;
  if (node.$ref) {
    const target = node.$ref
      .slice(2)
      .split('/')
      .reduce((n, k) => n[k], doc);
    const { $ref: _ref, ...rest } = node;
    return { ...deref(target), ...deref(rest) };
  }
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => k !== 'example')
      .map(([k, v]) => [k, deref(v)]),
  );
}
const c = (name) => deref({ $ref: `#/components/schemas/${name}` });
const SCHEMAS = {
  'type [string, null]': { type: ['string', 'null'], maxLength: 5 },
  const: { const: 'fixed' },
  'enum (FacilityType)': c('FacilityType'),
  'pattern (Pmdc)': c('Pmdc'),
  'pattern (MobileNumber)': c('MobileNumber'),
  'pattern (speciality name)': doc.paths['/api/speciality/image/get'].get.parameters[0].schema,
  'pattern \\S (PersonName)': c('PersonName'),
  'pattern (VisitReason)': c('VisitReason'),
  'format date + pattern (Date)': c('Date'),
  'format date-time': { type: 'string', format: 'date-time', maxLength: 40 },
  'format email (Email)': c('Email'),
  'format uri': { type: 'string', format: 'uri', maxLength: 500 },
  'format uuid (CallId)': c('CallId'),
  'integer min/max (Id)': c('Id'),
  'number min/max': { type: 'number', minimum: -90, maximum: 90 },
  'maxLength (city filter)': { type: 'string', minLength: 1, maxLength: 60 },
  'oneOf [Amount, null]': { oneOf: [c('Amount'), { type: 'null' }] },
  LabBookingRequest: c('LabBookingRequest'),
  BookAppointmentRequest: c('BookAppointmentRequest'),
  'HelplineRequest (maxProperties 0)': c('HelplineRequest'),
  ClinicSignupRequest: c('ClinicSignupRequest'),
};
const N = 200;

function size(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? size(path) : statSync(path).size;
  }
  return total;
}

/** The folder of a package as Node would find it from `dir` (without reading its exports). */
function packageDir(dir, name) {
  for (let d = dir; d !== dirname(d); d = dirname(d)) {
    const candidate = join(d, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
  }
  throw new Error(`cannot find ${name} from ${dir}`);
}

/** Bytes of a package and everything it depends on (each package once). */
function installSize(dir, name, seen = new Set()) {
  const pkg = packageDir(dir, name);
  if (seen.has(pkg)) return 0;
  seen.add(pkg);
  const deps = Object.keys(JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).dependencies ?? {});
  return size(pkg) + deps.reduce((n, d) => n + installSize(pkg, d, seen), 0);
}

function measure(name, kb, sample) {
  let valid = 0;
  let threw = 0;
  let distinct = 0;
  const failing = [];
  for (const [label, schema] of Object.entries(SCHEMAS)) {
    const check = ajv.compile(schema);
    const values = new Set();
    let ok = 0;
    for (let seed = 1; seed <= N; seed++) {
      try {
        const v = sample(schema, seed);
        values.add(JSON.stringify(v));
        if (check(v)) ok++;
      } catch {
        threw++;
      }
    }
    valid += ok;
    distinct += values.size;
    if (ok < N) failing.push(`${label} ${ok}/${N}`);
  }
  const city = Array.from({ length: N }, (_, i) => String(sample(SCHEMAS['maxLength (city filter)'], 5000 + i)));
  const ids = Array.from({ length: N }, (_, i) => sample(SCHEMAS['integer min/max (Id)'], 5000 + i));
  const body = SCHEMAS.LabBookingRequest;
  const same = JSON.stringify(sample(body, 7)) === JSON.stringify(sample(body, 7));
  const differs = JSON.stringify(sample(body, 7)) !== JSON.stringify(sample(body, 8));
  const started = performance.now();
  for (let i = 0; i < 1000; i++) sample(body, i);
  const us = ((performance.now() - started) * 1000) / 1000;
  const pct = (n) => `${Math.round((100 * n) / N)}%`;
  const total = Object.keys(SCHEMAS).length * N;
  console.log(
    `| ${name} | ${kb} KB | ${((100 * valid) / total).toFixed(1)}%${threw ? ` (${threw} threw)` : ''} | ${Math.round(distinct / Object.keys(SCHEMAS).length)} | ${same && differs ? 'yes' : same ? 'no: one fixed sample' : 'no'} | ${Math.round(us)} µs | ${pct(city.filter((s) => [...s].length >= 45).length)} | ${pct(city.filter((s) => /[^\x20-\x7e]/.test(s)).length)} | ${pct(ids.filter((v) => v === 1 || v === 2147483647).length)} |${failing.length ? ` invalid: ${failing.join(', ')}` : ''}`,
  );
}

console.log(
  '| candidate | install size | valid samples | distinct values per schema (of 200) | seeded | time per request body | city filter samples >= 45 chars | non-ASCII | Id at its bounds | notes',
);
const { generateValue } = await import(join(root, 'packages/contract-kit/src/generate/arbitrary.ts'));
measure(
  'fast-check + lib/generate/arbitrary.ts',
  Math.round(installSize(join(root, 'tests'), 'fast-check') / 1024),
  (schema, seed) => generateValue(doc, schema, seed),
);
const candidates = process.env.CANDIDATES;
if (candidates) {
  const from = createRequire(join(candidates, 'package.json'));
  const jsf = await import(join(candidates, 'node_modules/json-schema-faker/dist/index.js'));
  measure('json-schema-faker', Math.round(installSize(candidates, 'json-schema-faker') / 1024), (schema, seed) =>
    jsf.generateSync(schema, { seed }),
  );
  const sampler = from('openapi-sampler');
  measure('openapi-sampler', Math.round(installSize(candidates, 'openapi-sampler') / 1024), (schema) =>
    sampler.sample(schema),
  );
  const stoplight = from('@stoplight/json-schema-sampler');
  measure(
    '@stoplight/json-schema-sampler',
    Math.round(installSize(candidates, '@stoplight/json-schema-sampler') / 1024),
    (schema) => stoplight.sample(schema),
  );
}
