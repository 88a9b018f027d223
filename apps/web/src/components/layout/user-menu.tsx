import { ChevronDown, CircleUser } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export type UserMenuProps = {
  name: string;
  /** Staff and the owner: a "Back office" entry. */
  backOffice?: boolean;
  onSignOut: () => void;
};

const items = [
  { label: 'Profile', to: paths.users.profiles.getHref() },
  { label: 'Orders', to: paths.users.orders.getHref() },
  { label: 'Payments', to: paths.users.payment.getHref() },
  // Not in the spec's menu (issue 40): the shopper's standing orders, after its items.
  { label: 'Weekly orders', to: paths.users.weeklyOrders.getHref() },
];

const backOfficeItem = { label: 'Back office', to: paths.admin.root.getHref() };

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-stone-800 hover:bg-green-50 hover:text-green-900 focus-visible:bg-green-50 focus-visible:outline-none';

/**
 * Spec section 2: the signed-in user's menu, desktop only, opened on hover. It also opens with a click or the
 * keyboard, and closes when focus leaves it or on Escape.
 */
export function UserMenu({ name, backOffice = false, onSignOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();

  return (
    // Catches what bubbles from the button and the menu inside (hover, focus leaving, Escape): no role of its own.
    <div
      role="presentation"
      className="relative hidden md:block"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-stone-800 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-green-700"
      >
        <CircleUser aria-hidden="true" className="size-6 text-green-800" />
        <span className="max-w-[8rem] truncate">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <div id={menuId} hidden={!open} className="absolute right-0 z-40 pt-1">
        <ul
          aria-label="Account menu"
          className="w-44 overflow-hidden rounded-md border border-stone-200 bg-white py-1 shadow-lg"
        >
          {[...items, ...(backOffice ? [backOfficeItem] : [])].map((item) => (
            <li key={item.label}>
              <Link to={item.to} onClick={() => setOpen(false)} className={itemClass}>
                {item.label}
              </Link>
            </li>
          ))}
          <li className="border-t border-stone-100">
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                setOpen(false);
                onSignOut();
              }}
            >
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
