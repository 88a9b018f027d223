import { createStandingOrderSchema } from '@oko/shared/schemas/standing-order';
import type { OrderDetail } from '@oko/shared/schemas/order';
import { formatLagosDay, formatLagosTime } from '@oko/shared/lagos-time';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { useApiForm } from '@/lib/api-form';
import { useCreateStandingOrder } from '../api/create-standing-order';
import { HeadedSection } from '@/components/ui/headed-section';
import { textLinkClass } from '@/components/ui/text-link-class';

type RepeatValues = { from_order_id: number; every_weeks: 1 | 2 };

/**
 * "Repeat this order every week" (issue 40) on a placed order's page: the same channel, day and time, place,
 * lines and payment, every week or every second week (decision 048). Only for an order with a delivery day.
 */
export function RepeatOrder({ order }: { order: OrderDetail }) {
  const create = useCreateStandingOrder();
  const [made, setMade] = useState(false);
  const form = useApiForm<RepeatValues>({
    schema: createStandingOrderSchema as never,
    defaultValues: { from_order_id: order.id, every_weeks: 1 },
    send: create.mutateAsync,
    onSent: () => setMade(true),
    // Anything else the API blames (the order, its address) is the form's message.
    fields: ['every_weeks'],
  });
  if (!order.delivery_window || order.status === 'cancelled') return null;
  const startsAt = order.delivery_window.starts_at;
  const day = formatLagosDay(startsAt).split(' ')[0];
  const errors = form.formState.errors;
  return (
    <HeadedSection
      id="repeat-order"
      title="Repeat this order every week"
      className="flex flex-col gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm"
    >
      {made ? (
        <p className="text-stone-800">
          Done: it comes every {day} at {formatLagosTime(startsAt)}.{' '}
          <Link to={paths.users.weeklyOrders.getHref()} className={textLinkClass}>
            See My weekly orders
          </Link>
        </p>
      ) : (
        <form
          noValidate
          aria-label="Repeat this order"
          onSubmit={form.onSubmit}
          className="flex flex-col gap-3"
        >
          <p className="text-stone-700">
            The same items, {day} at {formatLagosTime(startsAt)}, same place and payment. You can skip, change
            or pause it any week.
          </p>
          <SelectField
            label="How often"
            error={errors.every_weeks?.message}
            {...form.register('every_weeks', { setValueAs: (value) => Number(value) })}
          >
            <option value="1">Every week</option>
            <option value="2">Every two weeks</option>
          </SelectField>
          <FormError message={form.formError} />
          <div>
            <Button type="submit" pending={form.formState.isSubmitting}>
              Repeat this order
            </Button>
          </div>
        </form>
      )}
    </HeadedSection>
  );
}
