import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatNaira, formatNairaAmount, nairaToKobo } from '@oko/shared/money';
import type { AdminProduct } from '@oko/shared/schemas/admin-catalog';
import {
  linePackingSchema,
  type AdminOrderDetail,
  type LinePackingInput,
} from '@oko/shared/schemas/admin-orders';
import { unitLabel } from '@oko/shared/units';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { getErrorMessage } from '@/lib/api-errors';
import { useApiForm } from '@/lib/api-form';
import { getAdminProductQueryOptions } from '../api/get-admin-product';
import { useAdminProducts } from '../api/get-admin-products';
import { usePackOrderLine } from '../api/pack-order-line';
import { AdminForm } from './admin-form';
import { Card, SearchForm } from './admin-ui';
import { inputClass } from './styles';

type Line = AdminOrderDetail['items'][number];

/**
 * Packing on a phone (issue 27): one weight field per weighed line, "Unavailable for this order" for a line the
 * shelf lacks and, when the shopper allowed it, "Substitute" with another unit picked from a list. Neither touches
 * the shop's stock; "Recount the shelf" asks how many are left and sets the unit's stock to that (issue 43,
 * decision 037). A line left out or substituted can be undone while the order is confirmed or processing.
 */
export function PackingLines({ order }: { order: AdminOrderDetail }) {
  if (order.status !== 'confirmed' && order.status !== 'processing') return null;
  if (order.items.length === 0) return null;
  return (
    <Card title="Packing">
      <ul className="flex flex-col gap-4">
        {order.items.map((line) =>
          line.outcome === null ? (
            <PackingLine key={line.id} orderId={order.id} line={line} />
          ) : (
            <PackedLine key={line.id} orderId={order.id} line={line} />
          ),
        )}
      </ul>
    </Card>
  );
}

const lineName = (line: Line) => `${line.product_name} (${line.unit_label}) × ${line.quantity}`;

/** A line already left out or substituted: what was done, and the way back while packing. */
function PackedLine({ orderId, line }: { orderId: number; line: Line }) {
  const pack = usePackOrderLine(orderId);
  const done =
    line.outcome === 'substituted' && line.substitute
      ? `Substituted: ${line.substitute.product_name} (${line.substitute.unit_label}) × ${line.substitute.quantity}`
      : 'Left out of this order';
  return (
    <li
      aria-label={lineName(line)}
      className="flex flex-col gap-2 border-b border-stone-100 pb-3 last:border-0"
    >
      <span className="text-sm font-medium text-stone-900">{lineName(line)}</span>
      <span className="text-sm text-stone-700">{done}</span>
      <Button
        size="sm"
        variant="secondary"
        className="self-start"
        disabled={pack.isPending}
        onClick={() => pack.mutate({ lineId: line.id, body: { outcome: null } })}
      >
        Undo
      </Button>
      {pack.isError && (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(pack.error)}
        </p>
      )}
    </li>
  );
}

/** Left out, and the ordered unit's stock set to what the packer counted on the shelf. */
function ShelfRecount({ orderId, line }: { orderId: number; line: Line }) {
  const pack = usePackOrderLine(orderId);
  const form = useApiForm<LinePackingInput>({
    schema: linePackingSchema,
    defaultValues: { outcome: 'unavailable' },
    send: (body) => pack.mutateAsync({ lineId: line.id, body }),
    fields: ['shelf_count'],
  });
  return (
    <AdminForm
      form={form}
      label={`Recount the shelf for ${line.product_name}`}
      className="flex flex-col gap-2"
    >
      <FormField
        label="How many are left on the shelf?"
        inputMode="numeric"
        {...form.field('shelf_count', { valueAsNumber: true })}
      />
      <Button type="submit" size="sm" variant="secondary" className="self-start" disabled={pack.isPending}>
        Leave out and recount
      </Button>
    </AdminForm>
  );
}

function PackingLine({ orderId, line }: { orderId: number; line: Line }) {
  const pack = usePackOrderLine(orderId);
  const [kg, setKg] = useState(line.weighed_kg === null ? '' : String(line.weighed_kg));
  const [recounting, setRecounting] = useState(false);
  const name = lineName(line);
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
      <Button
        size="sm"
        variant="secondary"
        className="self-start"
        disabled={pack.isPending}
        onClick={() => send({ outcome: 'unavailable' })}
      >
        Unavailable for this order
      </Button>
      <Button
        size="sm"
        variant="secondary"
        className="self-start"
        aria-expanded={recounting}
        onClick={() => setRecounting(!recounting)}
      >
        Recount the shelf
      </Button>
      {recounting && <ShelfRecount orderId={orderId} line={line} />}
      {line.if_unavailable === 'substitute' && (
        <SubstitutePicker
          line={line}
          busy={pack.isPending}
          onSubstitute={(productUnitId) =>
            send({ substitute_product_unit_id: productUnitId, quantity: line.quantity })
          }
        />
      )}
      {pack.isError && (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(pack.error)}
        </p>
      )}
    </li>
  );
}

/**
 * A similar unit to send instead, shown and in stock for the whole line, but the one ordered: the same product's
 * other units first, then its category's, then what a search finds (issue 43 item 2: the whole catalog from
 * "Abacha" made 100 g of alligator pepper as easy to pick as 2 kg of tomatoes). Where the line and the unit are
 * both sold by weight, each says its price per kg. The API charges the shopper at most the line's price (decision
 * 032); the picker says what they will pay when it differs from what they ordered.
 */
function SubstitutePicker({
  line,
  busy,
  onSubstitute,
}: {
  line: Line;
  busy: boolean;
  onSubstitute: (productUnitId: number) => void;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const ordered = useQuery({
    ...getAdminProductQueryOptions(line.product_id ?? 0),
    enabled: line.product_id !== null,
  });
  const categoryId = ordered.data?.category.id;
  // Before a search: the ordered product's category (once known); a search looks through the whole shop.
  const products = useAdminProducts(
    search ? { q: search } : categoryId !== undefined ? { category_id: categoryId } : {},
  );
  const lineTotalKobo = nairaToKobo(line.line_total);
  const rank = (product: AdminProduct) =>
    product.id === line.product_id ? 0 : product.category.id === categoryId ? 1 : 2;
  const candidates = [...(ordered.data ? [ordered.data] : []), ...(products.data?.data ?? [])]
    .filter((product, index, all) => all.findIndex((other) => other.id === product.id) === index)
    .sort((a, b) => rank(a) - rank(b));
  const units = candidates
    .filter((product) => product.active)
    .flatMap((product) =>
      product.product_units
        .filter(
          (unit) =>
            unit.active && unit.id !== line.product_unit_id && unit.available_quantity >= line.quantity,
        )
        .map((unit) => ({
          id: String(unit.id),
          name: `${product.name} (${unitLabel(unit.unit_number, unit.unit)})`,
          priceKobo: nairaToKobo(unit.price_per_unit),
          perKg: line.weight && unit.weight ? ` (${formatNairaAmount(unit.weight.price_per_kg)}/kg)` : '',
          stock: unit.available_quantity,
        })),
    );
  const picked = units.find((unit) => unit.id === chosen);
  // A dearer substitute costs the shopper what they ordered; a cheaper one what it costs.
  const paysKobo = picked && Math.min(picked.priceKobo * line.quantity, lineTotalKobo);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-900">
        Send a similar item (the shopper allowed it)
      </legend>
      <SearchForm
        label={`Find a similar item for ${line.product_name}`}
        placeholder="Product name"
        initial=""
        onSearch={setSearch}
      />
      <label className="flex min-w-0 flex-col gap-1 text-sm text-stone-700">
        Similar item
        <select
          className={inputClass}
          value={picked ? chosen : ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">Choose a sale unit</option>
          {units.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {`${unit.name}: ${formatNaira(unit.priceKobo)}${unit.perKg}, ${unit.stock} in stock`}
            </option>
          ))}
        </select>
      </label>
      {products.isSuccess && units.length === 0 && (
        <p className="text-sm text-stone-600">No sale unit found with {line.quantity} in stock.</p>
      )}
      {paysKobo !== undefined && paysKobo !== lineTotalKobo && (
        <p className="text-sm text-stone-700">
          {`The shopper pays ${formatNaira(paysKobo)} (ordered ${formatNaira(lineTotalKobo)}).`}
        </p>
      )}
      <Button
        size="sm"
        variant="secondary"
        className="self-start"
        disabled={busy || !picked}
        onClick={() => picked && onSubstitute(Number(picked.id))}
      >
        Substitute
      </Button>
    </fieldset>
  );
}
