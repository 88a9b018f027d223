import clsx from 'clsx';
import { Menu, Search, ShoppingCart } from 'lucide-react';
import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
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
  /**
   * The cart's count; null where the page cannot know it: the offline page, which the service worker shows without
   * scripts, rendered for no one (decision 030), so it would say 0 with an item in the cart (issue 43 item 10).
   */
  cartCount: number | null;
  onSignOut: () => void;
  /** The search form, rendered in the desktop box and in the small-screen overlay. */
  renderSearch: (props: { placeholder: string; onSearched: () => void }) => ReactNode;
};

const navLinkClass =
  'rounded-md py-2 text-sm font-medium hover:bg-green-50 hover:text-green-900 focus-visible:outline-2 focus-visible:outline-green-700';

/** Home, Categories and About: in the drawer on a phone, in the header from tablets up. */
const navClass = ({ isActive }: { isActive: boolean }) =>
  clsx(navLinkClass, 'hidden px-3 md:block', isActive ? 'text-green-800' : 'text-stone-700');

/** Login: for guests at every width, narrower on a phone (spec section 2). */
const loginClass = `${navLinkClass} px-2 text-stone-700 sm:px-3`;

const iconButtonClass =
  'relative inline-flex items-center justify-center rounded-md p-2 text-stone-700 hover:bg-green-50 hover:text-green-900 focus-visible:outline-2 focus-visible:outline-green-700';

type HeaderParts = Awaited<ReturnType<typeof loadHeaderParts>>;

type PartProps = {
  /** A new value (the next page, the next opening) asks again for parts that failed to load. */
  visit: string;
  render: (parts: HeaderParts) => ReactNode;
  /** Called once when the parts cannot load (the connection dropped); nothing shows either way. */
  onFailed?: () => void;
};

/** Renders `render(parts)` once the header's parts have arrived, and nothing meanwhile (decision 019 item 6). */
function HeaderPart({ visit, render, onFailed }: PartProps) {
  return (
    <ErrorBoundary fallback={<Failed onFailed={onFailed} />} resetKey={visit}>
      <Suspense fallback={null}>
        <HeaderPartLoaded visit={visit} render={render} />
      </Suspense>
    </ErrorBoundary>
  );
}

function HeaderPartLoaded({ visit, render }: Pick<PartProps, 'visit' | 'render'>) {
  return render(use(loadHeaderParts(visit)));
}

function Failed({ onFailed }: Pick<PartProps, 'onFailed'>) {
  const onFailedRef = useRef(onFailed);
  useEffect(() => {
    onFailedRef.current?.();
  }, []);
  return null;
}

type Dialog = 'drawer' | 'search';

export function Header({ brand, logoUrl, user, cartCount, onSignOut, renderSearch }: HeaderProps) {
  const location = useLocation();
  // The open dialog and the page it was opened on: one at a time, and the next page closes it (one still
  // loading too, which would otherwise show up on a page the shopper went on to).
  const [opened, setOpened] = useState<{ dialog: Dialog; page: string } | null>(null);
  const open = opened?.page === location.key ? opened.dialog : null;
  // Each opening is a new visit: parts that failed to load are asked for again.
  const [openings, setOpenings] = useState(0);
  const visit = `${location.key}:${openings}`;
  const openDialog = (dialog: Dialog) => {
    setOpenings((count) => count + 1);
    setOpened({ dialog, page: location.key });
  };
  const close = () => setOpened(null);
  const loginHref = useLoginHref();

  return (
    <>
      {/* Above the toasts (z-60): the account menu and search suggestions hang below the header, where the
          toasts stack from tablets up; a menu the shopper opened must not sit under a passing toast. */}
      <header className="sticky top-0 z-[70] border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4">
          <button
            type="button"
            aria-label="Open menu"
            aria-expanded={open === 'drawer'}
            onClick={() => openDialog('drawer')}
            className={iconButtonClass}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <Logo src={logoUrl} brand={brand} />
          {/* On a phone the drawer holds Home, Categories and About; Login stays in sight for guests (spec section 2). */}
          <nav aria-label="Main" className="flex items-center">
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
              <Link to={loginHref} className={loginClass}>
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
                openDialog('search');
              }}
              className={clsx(iconButtonClass, 'md:hidden')}
            >
              <Search aria-hidden="true" className="size-6" />
            </Link>
            <Link
              to={paths.carts.getHref()}
              aria-label={
                cartCount === null ? 'Cart' : `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`
              }
              className={iconButtonClass}
            >
              <ShoppingCart aria-hidden="true" className="size-6" />
              {cartCount !== null && (
                <span
                  aria-hidden="true"
                  className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-green-700 px-1 text-xs leading-5 font-semibold text-white"
                >
                  {cartCount}
                </span>
              )}
            </Link>
            {user && (
              <HeaderPart
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
      {open === 'search' && (
        <HeaderPart
          visit={visit}
          render={({ SearchOverlay }) => (
            <SearchOverlay onClose={close}>
              {renderSearch({ placeholder: 'Search', onSearched: close })}
            </SearchOverlay>
          )}
          onFailed={close}
        />
      )}
      {open === 'drawer' && (
        <HeaderPart
          visit={visit}
          render={({ SideDrawer }) => (
            <SideDrawer
              onClose={close}
              signedIn={user !== null}
              backOffice={user?.backOffice}
              onSignOut={onSignOut}
            />
          )}
          onFailed={close}
        />
      )}
    </>
  );
}
