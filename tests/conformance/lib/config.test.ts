import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

const read = (name: string) => JSON.parse(readFileSync(new URL(`../${name}`, import.meta.url), 'utf8'));

describe('parseConfig', () => {
  it('when the shipped example and mock configs are read, then both are valid', () => {
    expect(parseConfig(read('conformance.config.example.json')).otp?.url).toContain('{phone}');
    expect(parseConfig(read('mock.config.json')).clinicOwner?.email).toBe('owner@shifaclinic.pk');
  });

  it('when a key is unknown or the OTP hook has neither url nor command, then it fails fast naming the problem', () => {
    expect(() => parseConfig({ patinet: {} }, 'c.json')).toThrow(/c.json is invalid: .*additional properties/);
    expect(() => parseConfig({ otp: { jsonPath: 'code' } })).toThrow(/invalid/);
  });

  it('when notify.callAppointment lacks its jsonPath or is misspelt, then it fails fast', () => {
    expect(parseConfig(read('mock.config.json')).notify?.callAppointment?.url).toContain('{baseUrl}');
    expect(() => parseConfig({ notify: { callAppointment: { url: '{baseUrl}/x' } } })).toThrow(/jsonPath/);
    expect(() => parseConfig({ notify: { callAppoinment: { url: 'x', jsonPath: 'id' } } })).toThrow(
      /additional properties/,
    );
  });
});
