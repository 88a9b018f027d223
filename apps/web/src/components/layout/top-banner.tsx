import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Spec section 2's black banner above the header: a landmark of its own, as every part of the page is in one. */
export function TopBanner() {
  return (
    <aside aria-label="Announcement" className="bg-black px-4 py-2 text-center text-xs text-white sm:text-sm">
      <p>
        All farm produce is organically cultivated and carefully processed under optimal conditions{' '}
        <Link
          to={paths.products.getHref()}
          className="font-semibold text-green-300 underline underline-offset-2 hover:text-green-200"
        >
          shopNow
        </Link>
      </p>
    </aside>
  );
}
