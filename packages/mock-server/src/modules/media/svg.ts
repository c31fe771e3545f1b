/** Generated artwork: deterministic SVGs in the portal's brand colours. */
const PALETTE = ['#0b7285', '#1971c2', '#2b8a3e', '#5f3dc4', '#c2255c', '#e67700', '#087f5b', '#364fc7'];

export const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

function colourFor(key: string): string {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length];
}

/** "Dr. Imran Qureshi" -> "IQ"; titles are skipped. */
export function initials(name: string): string {
  const words = name
    .replace(/\b(Dr|Mr|Mrs|Ms|Prof)\.?\s+/gi, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[words.length - 1][0] : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

const svg = (size: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

const text = (x: number, y: number, size: number, content: string, fill = '#fff') =>
  `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${fill}">${escapeXml(content)}</text>`;

/** A round avatar with initials (patients and doctors); `label` is its accessible name (the name by default). */
export function avatarSvg(name: string, label = name): string {
  return svg(
    96,
    `<circle cx="48" cy="48" r="48" fill="${colourFor(name)}"/>${text(48, 50, 36, initials(name))}`,
    label,
  );
}

/** A rounded square with a medical cross and the initials (clinics, hospitals, pharmacies). */
export function facilitySvg(name: string): string {
  const c = colourFor(name);
  return svg(
    128,
    `<rect width="128" height="128" rx="20" fill="${c}"/><path d="M52 22h24v22h22v24H76v22H52V68H30V44h22z" fill="#fff" opacity="0.9"/>${text(64, 108, 18, initials(name))}`,
    name,
  );
}

/** A lab logo: a flask mark on a light tile with the lab's initials. */
export function labLogoSvg(name: string): string {
  const c = colourFor(name);
  return svg(
    128,
    `<rect width="128" height="128" rx="24" fill="#f1f8fb"/><path d="M54 18h20v6h-4v26l24 40a8 8 0 0 1-7 12H41a8 8 0 0 1-7-12l24-40V24h-4z" fill="${c}"/>${text(64, 84, 22, initials(name))}`,
    name,
  );
}

/** Speciality artwork: a circle badge with a stethoscope-like mark and the first letter. */
export function specialitySvg(name: string): string {
  const c = colourFor(name);
  return svg(
    120,
    `<circle cx="60" cy="60" r="58" fill="${c}" opacity="0.12"/><circle cx="60" cy="60" r="40" fill="${c}"/><path d="M44 40v14a16 16 0 0 0 32 0V40" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>${text(60, 84, 20, name.slice(0, 1).toUpperCase())}`,
    name,
  );
}
