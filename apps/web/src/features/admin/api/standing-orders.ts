import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminStandingOrder,
  StandingForecastDay,
  StandingOrder,
  StandingRunReport,
  UpdateStandingOrderInput,
} from '@oko/shared/schemas/standing-order';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { backOfficeQuery } from './back-office-query';

const shapes = () => import('@oko/shared/schemas/standing-order');
const listAnswer = () => shapes().then((m) => m.adminStandingOrderListAnswerSchema);
const forecastAnswer = () => shapes().then((m) => m.standingForecastAnswerSchema);
const oneAnswer = () => shapes().then((m) => m.standingOrderAnswerSchema);
const runAnswer = () => shapes().then((m) => m.standingRunReportAnswerSchema);

/** `GET /admin/standing-orders`: every live standing order with its shopper, lines and next runs. */
export async function getAdminStandingOrders(): Promise<AdminStandingOrder[]> {
  return (await api.get('/admin/standing-orders', listAnswer)).data;
}

/** `GET /admin/standing-orders/forecast?days=7`: boxes per delivery day and the stock they take. */
export async function getStandingForecast(): Promise<StandingForecastDay[]> {
  return (await api.get('/admin/standing-orders/forecast?days=7', forecastAnswer)).data;
}

export const useAdminStandingOrders = () =>
  useQuery(backOfficeQuery(adminQueryKeys.standingOrders, getAdminStandingOrders));

export const useStandingForecast = () =>
  useQuery(backOfficeQuery(adminQueryKeys.standingForecast, getStandingForecast));

/** `PATCH /admin/standing-orders/{id}`: pause (or resume) a standing order, as its shopper can. */
export async function updateAdminStandingOrder(
  id: number,
  input: UpdateStandingOrderInput,
): Promise<StandingOrder> {
  return (await api.patch(`/admin/standing-orders/${id}`, input, oneAnswer)).data;
}

/** A pause changes the list and the forecast (a paused box is not counted): both are fetched again. */
export function usePauseStandingOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateStandingOrderInput) => updateAdminStandingOrder(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.standingOrders }),
  });
}

/** `POST /admin/standing-orders/run` (owner): the generator now, as the schedule would run it; what it did. */
export async function runStandingOrders(): Promise<StandingRunReport> {
  return (await api.post('/admin/standing-orders/run', undefined, runAnswer)).data;
}

/**
 * A run places orders and records runs: the standing orders (and their forecast), the orders and the dashboard
 * are fetched again.
 */
export function useRunStandingOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runStandingOrders,
    onSuccess: () =>
      Promise.all(
        [adminQueryKeys.standingOrders, adminQueryKeys.orders, adminQueryKeys.dashboard].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
