import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRingtone } from './ringtone';

const win = window as unknown as { AudioContext?: unknown };

function fakeContextClass(overrides: Partial<Record<'resume' | 'close', () => Promise<void>>> = {}) {
  const param = () => ({ value: 0, setValueAtTime: vi.fn() });
  const node = () => ({ connect: vi.fn(), start: vi.fn(), frequency: param(), gain: param() });
  const instances: Array<{ close: ReturnType<typeof vi.fn> }> = [];
  class FakeContext {
    state = 'suspended';
    currentTime = 0;
    destination = {};
    createGain = vi.fn(node);
    createOscillator = vi.fn(node);
    resume = vi.fn(overrides.resume ?? (() => Promise.resolve()));
    close = vi.fn(overrides.close ?? (() => Promise.resolve()));
    constructor() {
      instances.push(this);
    }
  }
  return { FakeContext, instances };
}

describe('startRingtone', () => {
  afterEach(() => {
    delete win.AudioContext;
    vi.unstubAllGlobals();
  });

  it('when the page has had no user gesture yet, then ringing waits for the first one instead of being blocked', () => {
    const { FakeContext, instances } = fakeContextClass();
    win.AudioContext = FakeContext;
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: false, isActive: false } });
    const stop = startRingtone();
    expect(instances).toHaveLength(0);
    window.dispatchEvent(new Event('pointerdown'));
    expect(instances).toHaveLength(1);
    stop();
    expect(instances[0].close).toHaveBeenCalledTimes(1);
  });

  it('when stopped before any gesture, then no sound ever starts', () => {
    const { FakeContext, instances } = fakeContextClass();
    win.AudioContext = FakeContext;
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: false, isActive: false } });
    startRingtone()();
    window.dispatchEvent(new Event('keydown'));
    expect(instances).toHaveLength(0);
  });

  it('when the browser has no WebAudio, then ringing is silent and stopping is harmless', () => {
    const stop = startRingtone();
    expect(() => stop()).not.toThrow();
  });

  it('when autoplay refuses to resume the context, then nothing throws and stop still closes it', async () => {
    const { FakeContext, instances } = fakeContextClass({ resume: () => Promise.reject(new Error('NotAllowedError')) });
    win.AudioContext = FakeContext;
    const stop = startRingtone();
    await Promise.resolve();
    stop();
    stop();
    expect(instances[0].close).toHaveBeenCalledTimes(1);
  });

  it('when creating the context throws, then ringing is silent', () => {
    win.AudioContext = class {
      constructor() {
        throw new Error('no audio device');
      }
    };
    expect(() => startRingtone()()).not.toThrow();
  });
});
