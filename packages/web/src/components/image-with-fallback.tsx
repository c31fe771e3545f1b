import { ThemeIcon, type MantineRadius } from '@mantine/core';
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

type IconProps = {
  src: string;
  alt: string;
  size: number;
  radius: number;
  /** The tile's corners while the image is missing. */
  iconRadius: MantineRadius;
  /** What the tile shows instead: an icon or initials. */
  children: ReactNode;
};

/** A square logo or artwork that turns into a light icon tile of the same size when there is none. */
export function ImageOrIconTile({ src, alt, size, radius, iconRadius, children }: IconProps) {
  return (
    <ImageWithFallback
      src={src}
      alt={alt}
      width={size}
      height={size}
      radius={radius}
      fallback={
        <ThemeIcon size={size} radius={iconRadius} variant="light" aria-hidden>
          {children}
        </ThemeIcon>
      }
    />
  );
}
