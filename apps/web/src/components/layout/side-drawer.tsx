import { X } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDialog } from '@/hooks/use-dialog';
import { useLoginHref } from '@/hooks/use-login-href';

export type SideDrawerProps = {
  onClose: () => void;
  signedIn: boolean;
  /** Staff and the owner: a "Back office" entry after the spec's links. */
  backOffice?: boolean;
  onSignOut: () => void;
};

// Spec section 2, "Side drawer links", in order; Help goes to the about page.
const drawerLinks = [
  { label: 'Profile', to: paths.users.profiles.getHref() },
  { label: 'My Order', to: paths.users.orders.getHref() },
  { label: 'Cart', to: paths.carts.getHref() },
  { label: 'Products', to: paths.products.getHref() },
  { label: 'Categories', to: paths.categories.getHref() },
  { label: 'About', to: paths.about.getHref() },
  { label: 'Privacy', to: paths.privacy.getHref() },
  { label: 'Help', to: paths.about.getHref() },
];

const backOfficeLink = { label: 'Back office', to: paths.admin.root.getHref() };
/** Signed in, after the spec's links (issue 40): the shopper's standing orders. */
const weeklyOrdersLink = { label: 'My weekly orders', to: paths.users.weeklyOrders.getHref() };

const itemClass =
  'block w-full rounded-md px-3 py-2.5 text-left text-base text-stone-800 hover:bg-green-50 hover:text-green-900 focus-visible:outline-2 focus-visible:outline-green-700';

/** Spec section 2's side drawer: a modal dialog (useDialog) from the left, over a dimmed page that closes it. */
export function SideDrawer({ onClose, signedIn, backOffice = false, onSignOut }: SideDrawerProps) {
  const dialogRef = useDialog(onClose);
  const loginHref = useLoginHref();

  return (
    <dialog
      ref={dialogRef}
      aria-label="Menu"
      className="fixed inset-0 size-full max-h-none max-w-none bg-transparent backdrop:bg-transparent"
    >
      <div aria-hidden="true" className="absolute inset-0 bg-black/40" onClick={onClose} />
      <div className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
        <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
          <p className="font-semibold text-stone-900">Menu</p>
          <button
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="rounded-md p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-green-700"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label="Menu" className="flex-1 overflow-y-auto p-2">
          <ul>
            {[
              ...drawerLinks,
              ...(signedIn ? [weeklyOrdersLink] : []),
              ...(backOffice ? [backOfficeLink] : []),
            ].map((link) => (
              <li key={link.label}>
                <Link to={link.to} onClick={onClose} className={itemClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="mt-2 border-t border-stone-200 pt-2">
              {signedIn ? (
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => {
                    onClose();
                    onSignOut();
                  }}
                >
                  Sign out
                </button>
              ) : (
                <Link to={loginHref} onClick={onClose} className={itemClass}>
                  Sign In
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
