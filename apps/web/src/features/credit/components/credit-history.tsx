import { formatNairaAmount } from '@oko/shared/money';
import { creditEntryText } from '@oko/shared/schemas/credit';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useShopCredit } from '../api/get-credit';
import { HeadedSection } from '@/components/ui/headed-section';
import { textLinkClass } from '@/components/ui/text-link-class';

/** The profile's shop credit (issue 39): the balance, and each movement with its order, newest first. */
export function CreditHistory() {
  const credit = useShopCredit();
  if (!credit.data) return null;
  const { balance, entries } = credit.data;
  return (
    <HeadedSection
      id="shop-credit"
      title="Shop credit"
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-5"
    >
      <p className="text-sm text-stone-700">
        Your credit: <strong data-testid="credit-balance">{formatNairaAmount(balance)}</strong>
        {entries.length === 0
          ? '. A refund can be kept as credit from its order’s page.'
          : '. The checkout offers it against your next order.'}
      </p>
      {entries.length > 0 && (
        <ul className="flex flex-col divide-y divide-stone-100 text-sm">
          {entries.map((entry) => (
            <li
              key={`${entry.at}-${entry.reason}-${entry.amount}`}
              className="flex justify-between gap-3 py-2"
            >
              <span className="flex min-w-0 flex-col">
                {entry.order_id === null ? (
                  <span className="text-stone-800">{creditEntryText(entry)}</span>
                ) : (
                  <Link to={paths.users.order.getHref(entry.order_id)} className={textLinkClass}>
                    {creditEntryText(entry)}
                  </Link>
                )}
                <span className="text-stone-600">{formatDateTime(entry.at)}</span>
              </span>
              <span className="shrink-0 tabular-nums font-semibold text-stone-900">
                {entry.amount.startsWith('-')
                  ? `−${formatNairaAmount(entry.amount.slice(1))}`
                  : `+${formatNairaAmount(entry.amount)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}
