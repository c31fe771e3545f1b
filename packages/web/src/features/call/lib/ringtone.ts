// The incoming-call ring, synthesised with WebAudio (no audio file to download): a 400 + 450 Hz
// double ring, 0.4 s on, 0.2 s off, 0.4 s on, 2 s off. Browsers refuse audio before the user has
// interacted with the page: then the panel rings silently until the first tap or key press.
// Nothing here throws.

type AudioContextConstructor = new () => AudioContext;

const CADENCE_S = 3;
const BURSTS: ReadonlyArray<readonly [start: number, end: number]> = [
  [0, 0.4],
  [0.6, 1.0],
];
/** Longer than a ring can last (the panel dismisses itself after 10 s). */
const SCHEDULE_S = 60;
const VOLUME = 0.12;

function audioContextClass(): AudioContextConstructor | null {
  if (typeof window === 'undefined') return null;
  // Older Safari has only the prefixed constructor; some embedded browsers have neither.
  const w: { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor } = window;
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** Autoplay rules: sound may start only after the user has interacted with the page. */
function mayPlayNow(): boolean {
  const activation = typeof navigator !== 'undefined' ? navigator.userActivation : undefined;
  return !activation || activation.hasBeenActive;
}

const GESTURES = ['pointerdown', 'keydown'] as const;

/** Starts ringing (now, or at the first user gesture); the returned function stops it (safe to call more than once). */
export function startRingtone(): () => void {
  let stopped = false;
  let stopSound: (() => void) | null = null;
  const begin = () => {
    if (stopped || stopSound) return;
    for (const type of GESTURES) window.removeEventListener(type, begin, true);
    stopSound = playRing();
  };
  if (mayPlayNow()) begin();
  else for (const type of GESTURES) window.addEventListener(type, begin, true);
  return () => {
    stopped = true;
    for (const type of GESTURES) window.removeEventListener(type, begin, true);
    stopSound?.();
    stopSound = null;
  };
}

function playRing(): () => void {
  let context: AudioContext | null = null;
  try {
    const Context = audioContextClass();
    if (!Context) return () => {};
    const ctx = new Context();
    context = ctx;
    const gain = ctx.createGain();
    gain.gain.value = 0;
    gain.connect(ctx.destination);
    const start = ctx.currentTime + 0.05;
    for (let cycle = 0; cycle < SCHEDULE_S / CADENCE_S; cycle += 1) {
      for (const [on, off] of BURSTS) {
        const t = start + cycle * CADENCE_S;
        gain.gain.setValueAtTime(VOLUME, t + on);
        gain.gain.setValueAtTime(0, t + off);
      }
    }
    for (const frequency of [400, 450]) {
      const osc = ctx.createOscillator();
      osc.frequency.value = frequency;
      osc.connect(gain);
      osc.start(start);
    }
    // Suspended until a user gesture under autoplay rules; a refusal is fine.
    if (ctx.state === 'suspended') void Promise.resolve(ctx.resume?.()).catch(() => {});
  } catch {
    // No audio device, a blocked context or an old browser: ring silently.
  }
  return () => {
    const ctx = context;
    context = null;
    if (!ctx) return;
    try {
      void Promise.resolve(ctx.close()).catch(() => {});
    } catch {
      // Already closed.
    }
  };
}
