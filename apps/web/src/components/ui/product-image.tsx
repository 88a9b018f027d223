import clsx from 'clsx';
import { Sprout } from 'lucide-react';
import { useState } from 'react';
import { photoSrcSet } from '@oko/shared/images';

export type ProductImageProps = {
  src: string;
  alt: string;
  className?: string;
  /** The picture's intrinsic size: the browser reserves its box before it loads (no layout shift). */
  width?: number;
  height?: number;
  /** Above the fold (the product page's main picture): load at once instead of lazily. */
  priority?: boolean;
  /** How wide the picture shows, for choosing among an uploaded photo's widths (`srcset`). */
  sizes?: string;
};

/** An image from the API (the owner's photo or the server's drawing); a calm placeholder stands in if it is missing or fails to load. */
export function ProductImage({
  src,
  alt,
  className,
  width = 400,
  height = 300,
  priority,
  sizes = '(min-width: 1024px) 25vw, 50vw',
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || src === failedSrc) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={clsx('flex items-center justify-center bg-green-50 text-green-700', className)}
      >
        <Sprout aria-hidden="true" className="size-10" />
      </div>
    );
  }

  // The owner's photo comes in several widths; a drawing is one SVG that fits every size.
  const srcSet = photoSrcSet(src);
  return (
    <img
      src={src}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      onError={() => setFailedSrc(src)}
      className={clsx('bg-green-50 object-cover', className)}
    />
  );
}
