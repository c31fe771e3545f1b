import { ImageWithFallback } from './image-with-fallback';

/** The first letter of the name in upper case, past a 'Dr.' title (else every doctor would be 'D'). */
export function nameInitial(name: string): string {
  const bare = name.replace(/^\s*dr\.?\s+/i, '').trim();
  return (bare || name).charAt(0).toUpperCase();
}

type Props = {
  /** null: the record has no photo, so nothing is requested (no 404 in the console). */
  src: string | null;
  name: string;
  size: number;
  /** Empty when the name is written beside the photo, so screen readers do not hear it twice. */
  alt?: string;
};

/** A round photo that shows the person's initial while there is none (SPEC section 4's avatar rule). */
export function InitialPhoto({ src, name, size, alt = '' }: Props) {
  const initial = (
    <span
      aria-hidden
      style={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: size * 0.42,
        color: 'var(--mantine-color-brand-8)',
        background: 'var(--mantine-color-brand-0)',
      }}
    >
      {nameInitial(name)}
    </span>
  );
  if (src === null) return initial;
  return (
    <ImageWithFallback src={src} alt={alt} width={size} height={size} radius="50%" fit="cover" fallback={initial} />
  );
}
