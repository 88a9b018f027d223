import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import defaultLogo from '@/assets/logo.svg';
import { paths } from '@/config/paths';

export type LogoProps = {
  /** The logo from site settings; the bundled logo stands in when it is missing or fails to load. */
  src?: string;
  brand: string;
};

export function Logo({ src, brand }: LogoProps) {
  // Remember which address failed, so a new logo from settings gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : defaultLogo;
  const image = useRef<HTMLImageElement>(null);
  const fail = () => {
    if (shown !== defaultLogo) setFailedSrc(shown);
  };
  // A server-rendered page's logo may fail before the scripts hydrate it, when no onError listens yet: a finished
  // load with no picture is that failure.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) fail();
  });

  return (
    <Link
      to={paths.home.getHref()}
      aria-label={`${brand} home`}
      className="inline-flex shrink-0 items-center"
    >
      <img
        ref={image}
        src={shown}
        alt={brand}
        // The served logo's intrinsic size (GET /media/logo.svg): its box is reserved before it loads.
        width={240}
        height={64}
        onError={fail}
        className="h-9 w-auto max-w-[7.5rem] object-contain min-[400px]:max-w-[9rem] sm:h-10"
      />
    </Link>
  );
}
