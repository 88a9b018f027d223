import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { dashboardSchema, type Dashboard } from '@oko/shared/schemas/admin';

const dashboardResponse = dataEnvelope(dashboardSchema);

export const DASHBOARD_QUERY_KEY = ['admin', 'dashboard'] as const;

/** `GET /admin/dashboard`: orders waiting per step, sales, low stock, latest orders. */
export async function getDashboard(): Promise<Dashboard> {
  return dashboardResponse.parse(await api.get('/admin/dashboard')).data;
}

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: DASHBOARD_QUERY_KEY, queryFn: getDashboard, meta: { personal: true } });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
