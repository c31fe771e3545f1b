// Types for test-pattern.mjs (plain JavaScript so the worker runs on bare node).
export declare function createTestPattern(
  width: number,
  height: number,
): { width: number; height: number; draw(nowMs: number, frameNumber: number): Uint8Array };
export declare const TONE_SAMPLE_RATE: 48000;
export declare function createTone(frequency?: number): { sampleRate: number; next(): Int16Array };
