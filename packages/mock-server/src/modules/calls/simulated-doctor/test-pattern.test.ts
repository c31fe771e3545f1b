import { describe, expect, it } from 'vitest';
import { createTestPattern, createTone, TONE_SAMPLE_RATE } from './test-pattern.mjs';

describe('test pattern', () => {
  it('when a frame is drawn, then it is one I420 buffer of the right size', () => {
    const pattern = createTestPattern(320, 240);
    expect(pattern.draw(0, 0)).toHaveLength(320 * 240 * 1.5);
  });

  it('when time passes, then the picture changes (the box moves and the clock ticks)', () => {
    const pattern = createTestPattern(320, 240);
    const first = Uint8Array.from(pattern.draw(Date.UTC(2026, 0, 1, 10, 0, 0), 1));
    const later = pattern.draw(Date.UTC(2026, 0, 1, 10, 0, 1), 16);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(later))).not.toBe(0);
  });
});

describe('test tone', () => {
  it('when read, then it gives 10 ms frames that beep for half of each second', () => {
    const tone = createTone();
    const frames = Array.from({ length: 100 }, () => Int16Array.from(tone.next()));
    expect(frames[0]).toHaveLength(TONE_SAMPLE_RATE / 100);
    const loud = frames.map((f) => f.some((s) => Math.abs(s) > 1000));
    expect(loud.slice(0, 50).every(Boolean)).toBe(true);
    expect(loud.slice(50).some(Boolean)).toBe(false);
  });
});
