import { describe, expect, it } from 'vitest';
import { parseIceServers } from './env';

describe('VITE_ICE_SERVERS', () => {
  it('when unset or blank, then no ICE servers (host candidates only)', () => {
    expect(parseIceServers(undefined)).toEqual([]);
    expect(parseIceServers('  ')).toEqual([]);
  });

  it('when STUN and TURN servers are given as JSON, then they are read with their credentials', () => {
    const raw =
      '[{"urls":"stun:turn.example.pk:3478"},{"urls":["turn:turn.example.pk:3478?transport=udp"],"username":"u","credential":"p"}]';
    expect(parseIceServers(raw)).toEqual([
      { urls: ['stun:turn.example.pk:3478'] },
      { urls: ['turn:turn.example.pk:3478?transport=udp'], username: 'u', credential: 'p' },
    ]);
  });

  it('when the value is not JSON, not an array or has a non-ICE URL, then it fails loudly naming the variable', () => {
    for (const bad of ['stun:x', '{"urls":"stun:x"}', '[{"urls":"https://x"}]', '[{"username":"u"}]', '[{"urls":[]}]'])
      expect(() => parseIceServers(bad)).toThrow(/VITE_ICE_SERVERS must be a JSON array/);
  });
});
