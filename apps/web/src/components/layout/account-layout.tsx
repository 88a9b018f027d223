import clsx from 'clsx';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

// Spec section 2: the account area's sidebar, on large screens.
const sidebarLinks = [
  { label: 'Your Profile', to: paths.users.profiles.getHref() },
  { label: 'My Orders', to: paths.users.orders.getHref() },
  { label: 'Payment Methods', to: paths.users.payment.getHref() },
  { label: 'Notifications', to: paths.users.notifications.getHref() },
  { label: 'Invite Friends', to: paths.users.friends.getHref() },
  // Not in the spec's sidebar (issue 40): the shopper's standing orders, after its links.
  { label: 'My weekly orders', to: paths.users.weeklyOrders.getHref() },
];

export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex gap-8">
      <aside className="hidden w-56 shrink-0 lg:block">
        <nav aria-label="Your account">
          <ul className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-2">
            {sidebarLinks.map((link) => (
              <li key={link.label}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    clsx(
                      'block rounded-md px-3 py-2 text-sm font-medium',
                      isActive ? 'bg-green-50 text-green-900' : 'text-stone-700 hover:bg-stone-50',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
