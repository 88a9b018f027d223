import { useState } from 'react';
import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-errors';
import { usePackOrderLine } from '../api/pack-order-line';
import { Card } from './admin-ui';
import { inputClass } from './styles';

type Line = AdminOrderDetail['items'][number];

/**
 * Packing on a phone (issue 27): one weight field per weighed line, "Unavailable" for a line the shelf lacks and,
 * when the shopper allowed it, "Substitute" with another unit. Only while the order is confirmed or processing.
 */
export function PackingLines({ order }: { order: AdminOrderDetail }) {
  if (order.status !== 'confirmed' && order.status !== 'processing') return null;
  const open = order.items.filter((line) => line.outcome === null);
  if (open.length === 0) return null;
  return (
    <Card title="Packing">
      <ul className="flex flex-col gap-4">
        {open.map((line) => (
          <PackingLine key={line.id} orderId={order.id} line={line} />
        ))}
      </ul>
    </Card>
  );
}

function PackingLine({ orderId, line }: { orderId: number; line: Line }) {
  const pack = usePackOrderLine(orderId);
  const [kg, setKg] = useState(line.weighed_kg === null ? '' : String(line.weighed_kg));
  const [substitute, setSubstitute] = useState('');
  const name = `${line.product_name} (${line.unit_label}) × ${line.quantity}`;
  const send = (body: Parameters<typeof pack.mutate>[0]['body']) => pack.mutate({ lineId: line.id, body });
  return (
    <li aria-label={name} className="flex flex-col gap-2 border-b border-stone-100 pb-3 last:border-0">
      <span className="text-sm font-medium text-stone-900">{name}</span>
      {line.weight && (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send({ weighed_kg: Number(kg) });
          }}
        >
          <label className="flex flex-col text-sm text-stone-700">
            Weighed (kg), about {line.weight.estimated_kg * line.quantity} kg
            <input
              className={inputClass}
              inputMode="decimal"
              value={kg}
              onChange={(event) => setKg(event.target.value)}
            />
          </label>
          <Button type="submit" size="sm" variant="secondary" disabled={pack.isPending}>
            Save weight
          </Button>
        </form>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={pack.isPending}
          onClick={() => send({ outcome: 'unavailable' })}
        >
          Unavailable
        </Button>
        {line.if_unavailable === 'substitute' && (
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              send({ substitute_product_unit_id: Number(substitute), quantity: line.quantity });
            }}
          >
            <label className="flex flex-col text-sm text-stone-700">
              Substitute: sale unit number
              <input
                className={inputClass}
                inputMode="numeric"
                value={substitute}
                onChange={(event) => setSubstitute(event.target.value)}
              />
            </label>
            <Button type="submit" size="sm" variant="secondary" disabled={pack.isPending}>
              Substitute
            </Button>
          </form>
        )}
      </div>
      {pack.isError && (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(pack.error)}
        </p>
      )}
    </li>
  );
}
