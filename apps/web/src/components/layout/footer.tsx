import {
  BadgePercent,
  Banknote,
  Clock,
  CreditCard,
  Landmark,
  Mail,
  MapPin,
  Phone,
  RotateCcw,
  Truck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAYMENT_METHODS, WORK_HOURS } from '@oko/shared/constants';
import { formatNairaInText, nairaToKobo } from '@oko/shared/money';
import { paths } from '@/config/paths';
import { SocialIcons } from './social-icons';

export type ShopContact = { address: string; phone: string; email: string };

export type FooterProps = {
  brand: string;
  /** From site settings; the contact lines are left out until they load. */
  contact?: ShopContact;
  /**
   * The owner's free-delivery threshold in naira (site settings). The "Free delivery" benefit names it, and is
   * left out while there is none (or the settings load): the shop never promises what its checkout does not do.
   */
  freeDeliveryThreshold?: string | null;
};

/** "5000.00" → "₦5000", "50000.00" → "₦50,000": as the spec writes the amount. */
const thresholdText = (naira: string) => formatNairaInText(nairaToKobo(naira));

function benefitsOf(freeDeliveryThreshold: string | null | undefined) {
  return [
    {
      title: 'Best Prices & Deals',
      text: "Don't miss our daily amazing deals and prices",
      icon: BadgePercent,
    },
    { title: 'Refundable', text: 'If your items have damage we agree to refund it', icon: RotateCcw },
    ...(freeDeliveryThreshold
      ? [
          {
            title: 'Free delivery',
            text: `Do purchase over ${thresholdText(freeDeliveryThreshold)} and get free delivery anywhere`,
            icon: Truck,
          },
        ]
      : []),
  ];
}

/** A footer entry: a link when it has a target, plain text when the shop has no page for it yet. */
type Entry = { label: string; to?: string };

const columns: { title: string; entries: Entry[] }[] = [
  {
    title: 'Account',
    entries: [
      { label: 'Cart', to: paths.carts.getHref() },
      { label: 'Track Order', to: paths.users.account.getHref() },
      { label: 'Shipping Details' },
    ],
  },
  {
    title: 'Useful links',
    entries: [
      { label: 'About Us' },
      { label: 'Contact' },
      { label: 'Hot deals' },
      { label: 'Promotions' },
      { label: 'New products', to: paths.products.getHref() },
    ],
  },
  {
    title: 'Help Center',
    entries: [
      { label: 'Payments' },
      { label: 'Refund' },
      { label: 'Checkout' },
      { label: 'Shipping' },
      { label: 'Q&A' },
      { label: 'Privacy Policy', to: paths.privacy.getHref() },
    ],
  },
];

const paymentIcons = {
  bank_transfer: Landmark,
  pay_on_delivery: Banknote,
  cards: CreditCard,
};

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      {icon}
      <span>
        <span className="font-medium text-white">{label}: </span>
        {children}
      </span>
    </li>
  );
}

export function Footer({ brand, contact, freeDeliveryThreshold }: FooterProps) {
  const iconClass = 'mt-0.5 size-4 shrink-0 text-green-400';

  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <section aria-label="Why shop with us" className="border-b border-stone-800">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3">
          {benefitsOf(freeDeliveryThreshold).map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex items-start gap-3">
              <Icon aria-hidden="true" className="size-8 shrink-0 text-green-400" />
              <div>
                <h2 className="font-semibold text-white">{title}</h2>
                <p className="text-sm">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-lg font-semibold text-white">
            {brand}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {contact && (
              <>
                <ContactLine icon={<MapPin aria-hidden="true" className={iconClass} />} label="Address">
                  {contact.address}
                </ContactLine>
                <ContactLine icon={<Phone aria-hidden="true" className={iconClass} />} label="Phone">
                  <a
                    href={`tel:${contact.phone.replace(/\s+/g, '')}`}
                    className="hover:text-white hover:underline"
                  >
                    {contact.phone}
                  </a>
                </ContactLine>
                <ContactLine icon={<Mail aria-hidden="true" className={iconClass} />} label="Email">
                  <a href={`mailto:${contact.email}`} className="hover:text-white hover:underline">
                    {contact.email}
                  </a>
                </ContactLine>
              </>
            )}
            <ContactLine icon={<Clock aria-hidden="true" className={iconClass} />} label="Hours">
              {WORK_HOURS}
            </ContactLine>
          </ul>
        </section>

        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-lg font-semibold text-white">{column.title}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {column.entries.map((entry) => (
                <li key={entry.label}>
                  {entry.to ? (
                    <Link to={entry.to} className="hover:text-white hover:underline">
                      {entry.label}
                    </Link>
                  ) : (
                    <span className="text-stone-400">{entry.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-6 text-sm sm:flex-row sm:justify-between">
          {/* The year of the server's render and of the browser's may differ across New Year's midnight. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {brand}. All rights reserved.
          </p>
          <ul aria-label="Payment methods" className="flex items-center gap-3">
            {PAYMENT_METHODS.map(({ value, label }) => {
              const Icon = paymentIcons[value];
              return (
                <li
                  key={value}
                  className="flex items-center gap-1.5 rounded border border-stone-700 px-2 py-1 text-xs text-stone-200"
                >
                  <Icon aria-hidden="true" className="size-4 text-green-400" />
                  {label}
                </li>
              );
            })}
          </ul>
          <SocialIcons />
        </div>
      </div>
    </footer>
  );
}
