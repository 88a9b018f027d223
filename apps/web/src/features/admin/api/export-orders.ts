import type { AdminOrdersQuery } from '@/config/paths';
import { api } from '@/lib/api-client';

const csvAnswer = () => import('@oko/shared/schemas/admin-orders').then((m) => m.ordersCsvAnswerSchema);

/**
 * `GET /admin/orders/export.csv` with the list's filters (no paging). The API wants the bearer token, which a
 * plain link cannot send: the file is fetched, then handed to the browser as a download.
 */
export async function downloadOrdersCsv({ page: _page, ...filters }: AdminOrdersQuery): Promise<void> {
  // The client hands back a body that is not JSON as its text.
  const csv = await api.get('/admin/orders/export.csv', csvAnswer, {
    params: filters,
    headers: { Accept: 'text/csv' },
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
