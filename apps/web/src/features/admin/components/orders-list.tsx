import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-class';
import { Link } from 'react-router';
import { ALL_PAYMENT_METHODS, paymentMethodLabel } from '@oko/shared/payment-methods';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
} from '@oko/shared/schemas/order';
import { ContentLayout } from '@/components/layout/content-layout';
import { FormError } from '@/components/ui/form-field';
import { paths, type AdminOrdersQuery } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-errors';
import { downloadOrdersCsv } from '../api/export-orders';
import { useAdminOrders } from '../api/get-admin-orders';
import { useListParams } from '../hooks/use-list-params';
import { FilterSelect, PagedResult, SearchForm } from './admin-ui';
import { OrdersTable } from './orders-table';
import { inputClass } from './styles';

const FILTERS = ['status', 'payment_method', 'payment_status', 'from', 'to', 'q'] as const;

/** The filters as the URL holds them: unknown or empty ones are left out. */
function readQuery(params: URLSearchParams): AdminOrdersQuery {
  const query: AdminOrdersQuery = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/** A list page's date filter: its label above the date picker. */
function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
      {label}
      <input
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </label>
  );
}

/** `/admin/orders`: every order, newest first, filtered by status, payment method and state, dates and a search. */
export function OrdersList() {
  const { params, setFilter, setPage } = useListParams<(typeof FILTERS)[number]>();
  const query = readQuery(params);
  const orders = useAdminOrders(query);

  const [exportError, setExportError] = useState<unknown>(null);
  const onExport = () => {
    setExportError(null);
    downloadOrdersCsv(query).catch(setExportError);
  };

  return (
    <ContentLayout title="Orders">
      <div className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
        <SearchForm
          label="Search orders"
          placeholder="Order number, e-mail or name"
          initial={query.q ?? ''}
          onSearch={(search) => setFilter('q', search)}
          className="sm:col-span-2 lg:col-span-3"
        />
        <FilterSelect
          label="Status"
          value={query.status}
          all="All statuses"
          options={ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))}
          onChange={(value) => setFilter('status', value)}
        />
        <FilterSelect
          label="Payment method"
          value={query.payment_method}
          all="All payment methods"
          options={ALL_PAYMENT_METHODS.map(({ value }) => ({ value, label: paymentMethodLabel(value) }))}
          onChange={(value) => setFilter('payment_method', value)}
        />
        <FilterSelect
          label="Payment"
          value={query.payment_status}
          all="Paid and unpaid"
          options={PAYMENT_STATUSES.map((status) => ({
            value: status,
            label: PAYMENT_STATUS_LABELS[status],
          }))}
          onChange={(value) => setFilter('payment_status', value)}
        />
        <div className="grid grid-cols-2 gap-2 sm:col-span-2 lg:col-span-3">
          <DateFilter label="From" value={query.from} onChange={(value) => setFilter('from', value)} />
          <DateFilter label="To" value={query.to} onChange={(value) => setFilter('to', value)} />
        </div>
      </div>
      <div className="-mt-2 flex flex-wrap items-start gap-2">
        <Link to={paths.admin.pickList.getHref()} className={buttonClass('secondary', 'sm')}>
          Pick list and slips
        </Link>
        <Button onClick={onExport} variant="secondary" size="sm">
          Download CSV
        </Button>
        {exportError !== null && (
          <div className="w-full">
            <FormError message={getErrorMessage(exportError)} />
          </div>
        )}
      </div>
      <PagedResult query={orders} onPageChange={setPage}>
        {(entries) => <OrdersTable orders={entries} caption="Orders" />}
      </PagedResult>
    </ContentLayout>
  );
}
