import { useParams } from 'react-router';
import { parseId } from '@/lib/ids';
import { PackingSlip } from '@/features/admin/components/packing-slip';
import { BackOfficeRoute } from '@/features/auth/components/back-office-route';

export default function PackingSlipRoute() {
  const { orderId } = useParams();
  return (
    <BackOfficeRoute>
      <PackingSlip orderId={parseId(orderId)} />
    </BackOfficeRoute>
  );
}
