import { useState } from 'react';
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

  return (
    <Link
      to={paths.home.getHref()}
      aria-label={`${brand} home`}
      className="inline-flex shrink-0 items-center"
    >
      <img
        src={shown}
        alt={brand}
        // The served logo's intrinsic size (GET /media/logo.svg): its box is reserved before it loads.
        width={240}
        height={64}
        onError={() => {
          if (shown !== defaultLogo) setFailedSrc(shown);
        }}
        className="h-9 w-auto max-w-[9rem] object-contain sm:h-10"
      />
    </Link>
  );
}
