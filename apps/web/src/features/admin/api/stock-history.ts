import { useQuery } from '@tanstack/react-query';
import type { StockAdjustment } from '@oko/shared/schemas/admin-catalog';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { backOfficeQuery } from './back-office-query';

const historyAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.stockHistoryAnswerSchema);

/** `GET /admin/product-units/{id}/stock`: the unit's last 100 stock changes, newest first. */
export async function getStockHistory(unitId: number): Promise<StockAdjustment[]> {
  return (await api.get(`/admin/product-units/${unitId}/stock`, historyAnswer)).data;
}

export const getStockHistoryQueryOptions = (unitId: number) =>
  backOfficeQuery(adminQueryKeys.stockHistory(unitId), () => getStockHistory(unitId));

export const useStockHistory = (unitId: number) => useQuery(getStockHistoryQueryOptions(unitId));
