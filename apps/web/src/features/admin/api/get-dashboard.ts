import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { dashboardSchema, type Dashboard } from '@oko/shared/schemas/admin';

const dashboardResponse = dataEnvelope(dashboardSchema);

/** `GET /admin/dashboard`: orders waiting per step, sales, low stock, latest orders. */
export async function getDashboard(): Promise<Dashboard> {
  return (await api.get('/admin/dashboard', dashboardResponse)).data;
}

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.dashboard, queryFn: getDashboard, meta: { personal: true } });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
