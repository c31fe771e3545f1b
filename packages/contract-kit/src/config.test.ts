import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

const read = (name: string) => JSON.parse(readFileSync(new URL(`../${name}`, import.meta.url), 'utf8'));

describe('parseConfig', () => {
  it('when the shipped example and mock configs are read, then both are valid', () => {
    expect(parseConfig(read('conformance.config.example.json')).otp?.url).toContain('{phone}');
    expect(parseConfig(read('mock.config.json')).clinicOwner?.email).toBe('owner@shifaclinic.pk');
    // Two of everyone: the mock's second seeded patient and doctor.
    expect(parseConfig(read('mock.config.json'))).toMatchObject({
      patient2: { phone: '03124567890' },
      doctor2: { pmdc: '54321-P' },
    });
    expect(parseConfig(read('conformance.config.example.json')).patient2?.phone).toMatch(/^03\d{9}$/);
    // Both are optional: a config without them still loads.
    expect(parseConfig({ patient: { phone: '03001234567' } }).patient2).toBeUndefined();
    expect(() => parseConfig({ doctor2: { pmdc: '54321-P' } })).toThrow(/password/);
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
