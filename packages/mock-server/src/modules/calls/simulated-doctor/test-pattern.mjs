// @ts-check
// Synthetic media for the simulated doctor: I420 video frames (colour bars, a bouncing box and a
// running clock) and a beeping 440 Hz tone in 10 ms PCM frames. Plain JavaScript so the worker
// process runs on bare node without a TypeScript loader.

// 75% colour bars in BT.601 limited range: [Y, U, V].
const BARS = [
  [180, 128, 128],
  [162, 44, 142],
  [131, 156, 44],
  [112, 72, 58],
  [84, 184, 198],
  [65, 100, 212],
  [35, 212, 114],
  [16, 128, 128],
];

// 5x7 glyphs, one row per number, most significant of 5 bits = leftmost pixel.
const GLYPHS = {
  0: [14, 17, 19, 21, 25, 17, 14],
  1: [4, 12, 4, 4, 4, 4, 14],
  2: [14, 17, 1, 2, 4, 8, 31],
  3: [31, 2, 4, 2, 1, 17, 14],
  4: [2, 6, 10, 18, 31, 2, 2],
  5: [31, 16, 30, 1, 1, 17, 14],
  6: [6, 8, 16, 30, 17, 17, 14],
  7: [31, 1, 2, 4, 8, 8, 8],
  8: [14, 17, 17, 14, 17, 17, 14],
  9: [14, 17, 17, 15, 1, 2, 12],
  ':': [0, 12, 12, 0, 12, 12, 0],
  '.': [0, 0, 0, 0, 0, 12, 12],
  ' ': [0, 0, 0, 0, 0, 0, 0],
};

/**
 * @param {number} width even
 * @param {number} height even
 */
export function createTestPattern(width, height) {
  const ySize = width * height;
  const cSize = (width / 2) * (height / 2);
  const data = new Uint8Array(ySize + 2 * cSize);
  const y = data.subarray(0, ySize);
  const u = data.subarray(ySize, ySize + cSize);
  const v = data.subarray(ySize + cSize);
  const stripTop = height - 40;

  function drawBars() {
    const cw = width / 2;
    for (let row = 0; row < height; row += 1) {
      const line = row * width;
      for (let col = 0; col < width; col += 1) {
        const bar = BARS[Math.floor((col * BARS.length) / width)];
        y[line + col] = row >= stripTop ? 16 : bar[0];
      }
    }
    for (let row = 0; row < height / 2; row += 1) {
      for (let col = 0; col < cw; col += 1) {
        const bar = BARS[Math.floor((col * 2 * BARS.length) / width)];
        const inStrip = row * 2 >= stripTop;
        u[row * cw + col] = inStrip ? 128 : bar[1];
        v[row * cw + col] = inStrip ? 128 : bar[2];
      }
    }
  }

  /** @param {number} x @param {number} top @param {number} size @param {number} luma */
  function fillBox(x, top, size, luma) {
    for (let row = top; row < top + size && row < height; row += 1) {
      y.fill(luma, row * width + x, row * width + Math.min(width, x + size));
    }
    const cw = width / 2;
    for (let row = top >> 1; row < (top + size) >> 1; row += 1) {
      u.fill(128, row * cw + (x >> 1), row * cw + Math.min(cw, (x + size) >> 1));
      v.fill(128, row * cw + (x >> 1), row * cw + Math.min(cw, (x + size) >> 1));
    }
  }

  /** @param {string} text @param {number} left @param {number} top @param {number} scale */
  function drawText(text, left, top, scale) {
    let x = left;
    for (const char of text) {
      const glyph = /** @type {Record<string, number[]>} */ (GLYPHS)[char] ?? GLYPHS[' '];
      for (let gy = 0; gy < 7; gy += 1) {
        for (let gx = 0; gx < 5; gx += 1) {
          if ((glyph[gy] >> (4 - gx)) & 1) {
            for (let sy = 0; sy < scale; sy += 1) {
              const row = top + gy * scale + sy;
              if (row >= height) continue;
              y.fill(235, row * width + x + gx * scale, row * width + Math.min(width, x + (gx + 1) * scale));
            }
          }
        }
      }
      x += 6 * scale;
    }
  }

  return {
    width,
    height,
    /**
     * Draws the frame for a moment in time and returns the shared I420 buffer (valid until the next call).
     * @param {number} nowMs wall-clock time, shown as HH:MM:SS.t (UTC)
     * @param {number} frameNumber
     */
    draw(nowMs, frameNumber) {
      drawBars();
      const size = 32;
      const span = (width - size) * 2;
      const travel = (frameNumber * 6) % span;
      const x = travel < width - size ? travel : span - travel;
      fillBox(x & ~1, 24, size, 235);
      const time = new Date(nowMs).toISOString().slice(11, 21);
      drawText(time, 8, stripTop + 6, 4);
      return data;
    },
  };
}

export const TONE_SAMPLE_RATE = 48_000;
const FRAME_SAMPLES = TONE_SAMPLE_RATE / 100;

/**
 * A 440 Hz beep, half a second on and half a second off, as 10 ms mono 16-bit frames.
 * @param {number} [frequency]
 */
export function createTone(frequency = 440) {
  const samples = new Int16Array(FRAME_SAMPLES);
  let sampleIndex = 0;
  return {
    sampleRate: TONE_SAMPLE_RATE,
    /** Fills and returns the shared 10 ms frame. */
    next() {
      for (let i = 0; i < FRAME_SAMPLES; i += 1) {
        const n = sampleIndex + i;
        const on = n % TONE_SAMPLE_RATE < TONE_SAMPLE_RATE / 2;
        samples[i] = on ? Math.round(Math.sin((2 * Math.PI * frequency * n) / TONE_SAMPLE_RATE) * 6000) : 0;
      }
      sampleIndex += FRAME_SAMPLES;
      return samples;
    },
  };
}
