import clsx from 'clsx';
import { Menu, Search, ShoppingCart } from 'lucide-react';
import { Suspense, use, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { paths } from '@/config/paths';
import { useLoginHref } from '@/hooks/use-login-href';
import { loadHeaderParts } from './load-header-parts';
import { Logo } from './logo';

/** `backOffice`: staff and the owner see a "Back office" entry in the user menu and the side drawer. */
export type ShellUser = { name: string; backOffice?: boolean };

export type HeaderProps = {
  brand: string;
  logoUrl?: string;
  /** The signed-in user, or null for a guest. */
  user: ShellUser | null;
  cartCount: number;
  onSignOut: () => void;
  /** The search form, rendered in the desktop box and in the small-screen overlay. */
  renderSearch: (props: { placeholder: string; onSearched: () => void }) => ReactNode;
};

const navClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-medium hover:bg-green-50 hover:text-green-900 focus-visible:outline-2 focus-visible:outline-green-700',
    isActive ? 'text-green-800' : 'text-stone-700',
  );

const iconButtonClass =
  'relative inline-flex items-center justify-center rounded-md p-2 text-stone-700 hover:bg-green-50 hover:text-green-900 focus-visible:outline-2 focus-visible:outline-green-700';

type HeaderParts = Awaited<ReturnType<typeof loadHeaderParts>>;

/**
 * Renders `render(parts)` once the header's parts have arrived: nothing meanwhile, and nothing if they cannot load
 * (the connection dropped), asked again at the next `visit` (the next page, the next opening).
 */
function WithHeaderParts({ visit, render }: { visit: string; render: (parts: HeaderParts) => ReactNode }) {
  return (
    <ErrorBoundary fallback={null} resetKey={visit}>
      <Suspense fallback={null}>
        <HeaderPartsLoaded visit={visit} render={render} />
      </Suspense>
    </ErrorBoundary>
  );
}

function HeaderPartsLoaded({ visit, render }: { visit: string; render: (parts: HeaderParts) => ReactNode }) {
  return render(use(loadHeaderParts(visit)));
}

export function Header({ brand, logoUrl, user, cartCount, onSignOut, renderSearch }: HeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // Each opening is a new visit: a part that failed to load is asked for again.
  const [openings, setOpenings] = useState(0);
  const visit = `${useLocation().key}:${openings}`;
  const loginHref = useLoginHref();

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4">
          <button
            type="button"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            onClick={() => {
              setOpenings((count) => count + 1);
              setDrawerOpen(true);
            }}
            className={iconButtonClass}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <Logo src={logoUrl} brand={brand} />
          <nav aria-label="Main" className="hidden items-center md:flex">
            <NavLink to={paths.home.getHref()} end className={navClass}>
              Home
            </NavLink>
            <NavLink to={paths.categories.getHref()} className={navClass}>
              Categories
            </NavLink>
            <NavLink to={paths.about.getHref()} className={navClass}>
              About
            </NavLink>
            {!user && (
              <Link to={loginHref} className={navClass({ isActive: false })}>
                Login
              </Link>
            )}
          </nav>
          <div className="hidden min-w-0 flex-1 md:block md:max-w-md lg:ml-auto">
            {renderSearch({
              placeholder: 'What are you looking to order today?',
              onSearched: () => undefined,
            })}
          </div>
          <div className="ml-auto flex items-center gap-1 md:ml-0">
            {/* Opens the search overlay; before (or without) the scripts, a link to the search page's own form. */}
            <Link
              to={paths.search.getHref()}
              role="button"
              aria-label="Search"
              onClick={(event) => {
                event.preventDefault();
                setOpenings((count) => count + 1);
                setSearchOpen(true);
              }}
              className={clsx(iconButtonClass, 'md:hidden')}
            >
              <Search aria-hidden="true" className="size-6" />
            </Link>
            <Link
              to={paths.carts.getHref()}
              aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
              className={iconButtonClass}
            >
              <ShoppingCart aria-hidden="true" className="size-6" />
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-green-700 px-1 text-xs leading-5 font-semibold text-white"
              >
                {cartCount}
              </span>
            </Link>
            {user && (
              <WithHeaderParts
                visit={visit}
                render={({ UserMenu }) => (
                  <UserMenu name={user.name} backOffice={user.backOffice} onSignOut={onSignOut} />
                )}
              />
            )}
          </div>
        </div>
      </header>
      {/* Rendered while open only: their code is loaded on demand. */}
      {searchOpen && (
        <WithHeaderParts
          visit={visit}
          render={({ SearchOverlay }) => (
            <SearchOverlay open onClose={() => setSearchOpen(false)}>
              {renderSearch({ placeholder: 'Search', onSearched: () => setSearchOpen(false) })}
            </SearchOverlay>
          )}
        />
      )}
      {drawerOpen && (
        <WithHeaderParts
          visit={visit}
          render={({ SideDrawer }) => (
            <SideDrawer
              open
              onClose={() => setDrawerOpen(false)}
              signedIn={user !== null}
              backOffice={user?.backOffice}
              onSignOut={onSignOut}
            />
          )}
        />
      )}
    </>
  );
}
