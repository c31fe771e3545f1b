import { useState, type CSSProperties, type ReactNode } from 'react';

type Props = {
  src: string;
  /** Empty for decorative images. */
  alt: string;
  width: number;
  height: number;
  /** Shown instead when the image fails to load; give it the same size so nothing shifts. */
  fallback: ReactNode;
  radius?: number | string;
  fit?: CSSProperties['objectFit'];
  className?: string;
};

/** A fixed-size image that swaps to a fallback when the server has none (404) or the load fails. */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  fallback,
  radius = 0,
  fit = 'contain',
  className,
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <>{fallback}</>;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
      style={{ width, height, objectFit: fit, borderRadius: radius, flexShrink: 0, display: 'block' }}
      onError={() => setFailedSrc(src)}
    />
  );
}
