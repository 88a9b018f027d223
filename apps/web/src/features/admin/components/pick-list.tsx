import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DocumentTitle } from '@/components/seo/page-meta';
import { usePickList } from '../api/get-pick-list';
import type { PickList as PickListAnswer } from '@oko/shared/schemas/admin-orders';
import { QueryResult } from './admin-ui';
import { LineItemsTable } from './line-items-table';
import { Slip } from './packing-slip';
import { linkClass } from './styles';

/**
 * `/admin/pick-list`: the afternoon's packing on paper. First one pick list (each unit's total to gather from
 * the store, over every confirmed order), then each confirmed order's packing slip on its own page.
 */
export function PickList() {
  const pickList = usePickList();
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 p-4 text-stone-900 print:max-w-none print:p-0">
      <DocumentTitle title="Pick list" />
      <div className="flex items-center justify-between gap-2 print:hidden">
        <Link to={paths.admin.orders.getHref()} className={linkClass}>
          ← Orders
        </Link>
        <Button onClick={() => window.print()} variant="primary" size="sm">
          Print
        </Button>
      </div>
      <QueryResult query={pickList}>
        {(list) => (
          <>
            <section aria-label="Pick list" className="flex flex-col gap-3 break-after-page">
              <h1 className="border-b-2 border-stone-900 pb-2 text-xl font-bold">
                Pick list · {list.orders.length} confirmed {list.orders.length === 1 ? 'order' : 'orders'}
              </h1>
              {list.lines.length === 0 ? (
                <p>No confirmed orders to pack.</p>
              ) : (
                <LineItemsTable<PickListAnswer['lines'][number]>
                  lines={list.lines}
                  lineKey={(line) => `${line.product_unit_id}-${line.product_name}-${line.unit_label}`}
                  columns={[
                    { title: 'Product', className: 'font-medium', cell: (line) => line.product_name },
                    { title: 'Unit', cell: (line) => line.unit_label },
                    {
                      title: 'Quantity',
                      numeric: true,
                      className: 'font-semibold',
                      cell: (line) => line.quantity,
                    },
                    { title: 'Orders', numeric: true, cell: (line) => line.orders_count },
                  ]}
                />
              )}
            </section>
            {list.orders.map((order) => (
              <Slip key={order.id} order={order} withActions={false} />
            ))}
          </>
        )}
      </QueryResult>
    </main>
  );
}
