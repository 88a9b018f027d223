import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import type { Dashboard } from '@oko/shared/schemas/admin-dashboard';
import { backOfficeQuery } from './back-office-query';

const dashboardAnswer = () =>
  import('@oko/shared/schemas/admin-dashboard').then((m) => m.dashboardAnswerSchema);

/** `GET /admin/dashboard`: orders waiting per step, sales, low stock, latest orders. */
export async function getDashboard(): Promise<Dashboard> {
  return (await api.get('/admin/dashboard', dashboardAnswer)).data;
}

export const getDashboardQueryOptions = () => backOfficeQuery(adminQueryKeys.dashboard, getDashboard);

export const useDashboard = () => useQuery(getDashboardQueryOptions());
