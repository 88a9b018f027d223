import clsx from 'clsx';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

const links = [
  { label: 'Dashboard', to: paths.admin.root.getHref(), end: true },
  { label: 'Orders', to: paths.admin.orders.getHref(), end: false },
  { label: 'Products', to: paths.admin.products.getHref(), end: false },
  { label: 'Weekly orders', to: paths.admin.weeklyOrders.getHref(), end: false },
];

/** The owner's alone: staff are refused these calls, so their links are not shown to staff. */
const ownerLinks = [
  { label: 'Categories', to: paths.admin.categories.getHref(), end: false },
  { label: 'Delivery', to: paths.admin.delivery.getHref(), end: false },
  { label: 'Pick-up points', to: paths.admin.pickupPoints.getHref(), end: false },
  { label: 'Search names', to: paths.admin.searchNames.getHref(), end: false },
  { label: 'Pages', to: paths.admin.pages.getHref(), end: false },
  { label: 'Settings', to: paths.admin.settings.getHref(), end: false },
  { label: 'Staff', to: paths.admin.staff.getHref(), end: false },
  { label: 'Changes', to: paths.admin.audit.getHref(), end: false },
];

/**
 * The back office's frame (text only: an icon set here would land in the vendor chunk every shopper loads). Owners work from their phones: there the sections are a row of tabs under the shop's
 * header, scrolling sideways if they must; from `lg` up they are a sidebar, as in the account area.
 */
export function AdminLayout({ owner, children }: { owner: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:gap-8">
      <nav
        aria-label="Back office"
        className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:w-52 lg:shrink-0 lg:px-0"
      >
        <p className="mb-2 hidden text-xs font-semibold tracking-wide text-stone-500 uppercase lg:block">
          Back office
        </p>
        <ul className="flex gap-1 lg:flex-col lg:rounded-lg lg:border lg:border-stone-200 lg:bg-white lg:p-2">
          {[...links, ...(owner ? ownerLinks : [])].map(({ label, to, end }) => (
            <li key={label}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-green-700',
                    isActive
                      ? 'bg-green-700 text-white lg:bg-green-50 lg:text-green-900'
                      : 'bg-stone-100 text-stone-700 hover:bg-stone-200 lg:bg-transparent lg:hover:bg-stone-50',
                  )
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
