import { describe, expect, it } from 'vitest';
import { DEFAULT_CORS_ORIGINS, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('when nothing is set, then port 4000, QA on, memory only, default portal origins, responses validated', () => {
    const r = parseConfig([], {});
    expect(r.ok && r.config).toMatchObject({
      port: 4000,
      qaEnabled: true,
      dataFile: null,
      corsOrigins: DEFAULT_CORS_ORIGINS,
      validateResponses: true,
    });
  });

  it('when flags and variables are given, then they are used (flags win)', () => {
    const r = parseConfig(['--data', 'mock.json', '--no-qa'], {
      PORT: '4100',
      QA_ENABLED: 'true',
      CORS_ORIGINS: 'https://portal.example.pk, http://localhost:3000',
      NODE_ENV: 'production',
    });
    expect(r.ok && r.config).toMatchObject({
      port: 4100,
      dataFile: 'mock.json',
      qaEnabled: false,
      corsOrigins: ['https://portal.example.pk', 'http://localhost:3000'],
      validateResponses: false,
    });
  });

  it('when MOCK_DATA_FILE and QA_ENABLED=false are set, then they apply', () => {
    const r = parseConfig([], { MOCK_DATA_FILE: '/tmp/x.json', QA_ENABLED: 'false' });
    expect(r.ok && r.config).toMatchObject({ dataFile: '/tmp/x.json', qaEnabled: false });
  });

  it('when --seed or MOCK_SEED_FILE names a file, then the store starts from it (the flag wins)', () => {
    expect(parseConfig(['--seed', 'big.json'], { MOCK_SEED_FILE: 'other.json' })).toMatchObject({
      ok: true,
      config: { seedFile: 'big.json', dataFile: null },
    });
    expect(parseConfig([], { MOCK_SEED_FILE: 'other.json' })).toMatchObject({ config: { seedFile: 'other.json' } });
    expect(parseConfig(['--seed'], {})).toMatchObject({ ok: false });
  });

  it('when values are wrong, then every problem is listed', () => {
    const r = parseConfig(['--data', '--bogus'], {
      PORT: 'eighty',
      CORS_ORIGINS: '*',
      NODE_ENV: 'staging',
      QA_ENABLED: 'maybe',
    });
    expect(r.ok).toBe(false);
    const errors = (r as { errors: string[] }).errors.join('\n');
    expect(errors).toMatch(/--data needs a file name/);
    expect(errors).toMatch(/PORT must be/);
    expect(errors).toMatch(/"\*" is not allowed with credentials/);
    expect(errors).toMatch(/NODE_ENV/);
    expect(errors).toMatch(/QA_ENABLED/);
  });

  it('when the call window, call rate and ICE servers are set, then they are used; bad ones are each reported', () => {
    const r = parseConfig([], {
      CALL_WINDOW_BEFORE_MINUTES: '5',
      CALL_WINDOW_AFTER_MINUTES: '60',
      CALLS_PER_MINUTE: '3',
      ICE_SERVERS: '[{"urls":"turn:127.0.0.1:3478","username":"u","credential":"p"}]',
    });
    expect(r.ok && r.config).toMatchObject({
      callWindow: { minutesBefore: 5, minutesAfter: 60 },
      callsPerMinute: 3,
      iceServers: [{ urls: ['turn:127.0.0.1:3478'], username: 'u', credential: 'p' }],
    });
    const bad = parseConfig([], {
      CALL_WINDOW_BEFORE_MINUTES: '-1',
      CALLS_PER_MINUTE: 'many',
      ICE_SERVERS: '[{"urls":"http://x"}]',
    });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors).toEqual([
      expect.stringContaining('CALL_WINDOW_BEFORE_MINUTES must be an integer 0-1440'),
      expect.stringContaining('CALLS_PER_MINUTE must be an integer 1-1000'),
      expect.stringContaining('ICE_SERVERS must be a JSON array'),
    ]);
  });
});
