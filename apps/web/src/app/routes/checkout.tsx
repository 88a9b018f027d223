import { ContentLayout } from '@/components/layout/content-layout';
import { ProtectedRoute } from '@/features/auth/components/protected-route';

export default function CheckoutRoute() {
  return (
    <ProtectedRoute>
      <ContentLayout title="Checkout">
        <p className="text-stone-700">Placing an order from this page is not available yet.</p>
      </ContentLayout>
    </ProtectedRoute>
  );
}
