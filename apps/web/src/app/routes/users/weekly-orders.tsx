import { ContentLayout } from '@/components/layout/content-layout';
import { searchProducts } from '@/features/search/api/search-products';
import { type FindProducts, WeeklyOrders } from '@/features/weekly-box/components/weekly-orders';

/** A product to add to a weekly order is found by the shop's own search (its first page). */
const findProducts: FindProducts = async (keyword) => (await searchProducts({ keyword })).data;

/** `/users/weekly-orders` (issue 40): the shopper's standing orders, beside My Orders. */
export default function WeeklyOrdersRoute() {
  return (
    <ContentLayout title="My weekly orders">
      <WeeklyOrders findProducts={findProducts} />
    </ContentLayout>
  );
}
