import { useState } from 'react';
import { LAGOS_OFFSET, formatLagosDay, formatLagosMoment } from '@oko/shared/lagos-time';
import { formatNairaAmount } from '@oko/shared/money';
import {
  type CreateDiscountCodeInput,
  createDiscountCodeSchema,
  type DiscountCode,
} from '@oko/shared/schemas/admin-deals';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { getErrorMessage } from '@/lib/api-errors';
import { inputResolver, useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { useCategoryOptions } from '../api/get-category-options';
import { useCreateDiscountCode, useDiscountCodes, useEditDiscountCode } from '../api/discount-codes';
import { AdminForm } from './admin-form';
import { Card, LoadError, Loading } from './admin-ui';

/** What the form holds: the call's fields as typed, with its start and end as a Lagos wall clock. */
type CodeValues = Omit<CreateDiscountCodeInput, 'starts_at' | 'ends_at'> & { starts: string; ends: string };

/** "2026-12-01T09:00" (an input's Lagos wall clock) → "2026-12-01T09:00:00+01:00"; empty → left out. */
const lagosInstant = (local: string) => (local ? `${local}:00${LAGOS_OFFSET}` : undefined);
const blankToNull = (value: unknown) => (value === '' || Number.isNaN(value) ? undefined : value);

function toInput({ starts, ends, ...values }: CodeValues): CreateDiscountCodeInput {
  return {
    ...values,
    min_subtotal: blankToNull(values.min_subtotal) as CreateDiscountCodeInput['min_subtotal'],
    max_uses: blankToNull(values.max_uses) as CreateDiscountCodeInput['max_uses'],
    starts_at: lagosInstant(starts),
    ends_at: lagosInstant(ends),
  };
}

// The shared schema checks what is sent (raw: naira stay as typed); its end-before-start names the form's field.
const resolver = inputResolver(createDiscountCodeSchema, toInput, { starts_at: 'starts', ends_at: 'ends' });

/**
 * The owner's discount codes (issue 28), phone first: make one, and each code's uses, the naira it gave, and its
 * Pause, Resume and End. On the Settings page: a route of its own would cost every shopper's first load.
 */
export function DiscountCodes() {
  const codes = useDiscountCodes();
  return (
    // Apart from the settings form above, so its "Save settings" button does not touch this heading (issue 43).
    <section
      aria-labelledby="discount-codes"
      className="mt-10 flex flex-col gap-4 border-t border-stone-200 pt-6"
    >
      <h2 id="discount-codes" className="text-lg font-semibold text-stone-900">
        Discount codes
      </h2>
      <Card title="New discount code">
        <NewCodeForm />
      </Card>
      {codes.isPending ? (
        <Loading />
      ) : codes.isError ? (
        <LoadError error={codes.error} onRetry={() => void codes.refetch()} />
      ) : codes.data.length === 0 ? (
        <p className="text-sm text-stone-600">No discount codes yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {codes.data.map((code) => (
            <CodeRow key={code.id} code={code} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NewCodeForm() {
  const create = useCreateDiscountCode();
  const categories = useCategoryOptions();
  const notify = useNotifications((state) => state.addNotification);
  const blank: CodeValues = {
    code: '',
    kind: 'percent',
    value: '',
    min_subtotal: '' as never,
    max_uses: '' as never,
    once_per_shopper: false,
    category_ids: [],
    starts: '',
    ends: '',
  };
  const form = useApiForm<CodeValues, DiscountCode>({
    schema: resolver,
    defaultValues: blank,
    send: (values) => create.mutateAsync(toInput(values)),
    fields: ['code', 'kind', 'value', 'min_subtotal', 'max_uses', 'category_ids', 'starts', 'ends'],
    onSent: (created) => {
      notify({ type: 'success', title: `Discount code ${created.code} created` });
      form.reset(blank);
    },
  });
  const chosen = form.watch('category_ids') ?? [];
  const toggle = (id: number) =>
    form.setValue(
      'category_ids',
      chosen.includes(id) ? chosen.filter((entry) => entry !== id) : [...chosen, id],
    );
  return (
    <AdminForm form={form} label="New discount code">
      <FormField label="Code" autoCapitalize="characters" placeholder="HARVEST10" {...form.field('code')} />
      <SelectField label="Kind" {...form.field('kind')}>
        <option value="percent">Percent off</option>
        <option value="amount">Naira off</option>
      </SelectField>
      <FormField label="Value (percent or ₦)" inputMode="decimal" {...form.field('value')} />
      <FormField label="Minimum subtotal (₦, optional)" inputMode="decimal" {...form.field('min_subtotal')} />
      <FormField label="Starts (Lagos time, optional)" type="datetime-local" {...form.field('starts')} />
      <FormField label="Ends (Lagos time, optional)" type="datetime-local" {...form.field('ends')} />
      <FormField
        label="Number of uses (optional)"
        inputMode="numeric"
        {...form.field('max_uses', { setValueAs: (value: string) => (value === '' ? '' : Number(value)) })}
      />
      <label className="flex items-center gap-2 self-center text-sm text-stone-800">
        <input type="checkbox" className="size-4 accent-green-700" {...form.register('once_per_shopper')} />
        Once per shopper
      </label>
      {(categories.data ?? []).length > 0 && (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-stone-800">
            Only these categories (none: every line)
          </legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {categories.data?.map((category) => (
              <label key={category.id} className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="checkbox"
                  className="size-4 accent-green-700"
                  checked={chosen.includes(category.id)}
                  onChange={() => toggle(category.id)}
                />
                {category.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" pending={form.formState.isSubmitting}>
          Create code
        </Button>
      </div>
    </AdminForm>
  );
}

function describe(code: DiscountCode): string {
  const off = code.kind === 'percent' ? `${code.value}% off` : `${formatNairaAmount(code.value)} off`;
  const limits = [
    code.min_subtotal && `from ${formatNairaAmount(code.min_subtotal)}`,
    code.starts_at && `from ${formatLagosMoment(code.starts_at)}`,
    code.ends_at && `until ${formatLagosMoment(code.ends_at)}`,
    code.once_per_shopper && 'once per shopper',
    code.category_ids.length > 0 && `${code.category_ids.length} categories`,
  ].filter(Boolean);
  return [off, ...limits].join(' · ');
}

function CodeRow({ code }: { code: DiscountCode }) {
  const edit = useEditDiscountCode(code.id);
  const notify = useNotifications((state) => state.addNotification);
  const [ending, setEnding] = useState(false);
  // Ended: its end is past when the page opened, or when the owner last changed it here.
  const [openedAt] = useState(() => Date.now());
  const ended = code.ends_at !== null && Date.parse(code.ends_at) <= Math.max(openedAt, edit.submittedAt);
  const change = (input: Parameters<typeof edit.mutate>[0], title: string) =>
    edit.mutate(input, {
      onSuccess: () => notify({ type: 'success', title }),
      onError: (error) => notify({ type: 'error', title: 'Not saved', message: getErrorMessage(error) }),
    });
  // Not started yet reads as when it starts, not "Active" (issue 43 item 13).
  const startsAt = code.starts_at;
  const notStarted = startsAt !== null && Date.parse(startsAt) > openedAt;
  const status = ended
    ? 'Ended'
    : !code.active
      ? 'Paused'
      : notStarted
        ? `Starts ${formatLagosDay(startsAt)}`
        : 'Active';
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="discount-code"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-mono text-base font-semibold text-stone-900">{code.code}</span>
        <span className="text-sm text-stone-600">{status}</span>
      </div>
      <p className="text-sm text-stone-700">{describe(code)}</p>
      <p className="text-sm text-stone-900">
        Used {code.uses}
        {code.max_uses === null ? '' : ` of ${code.max_uses}`} · gave {formatNairaAmount(code.given)}
      </p>
      {!ended && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={edit.isPending}
            onClick={() =>
              change({ active: !code.active }, code.active ? `${code.code} paused` : `${code.code} resumed`)
            }
          >
            {code.active ? 'Pause' : 'Resume'}
          </Button>
          {ending ? (
            <>
              <Button
                size="sm"
                variant="danger"
                disabled={edit.isPending}
                onClick={() => change({ ends_at: new Date().toISOString() }, `${code.code} ended`)}
              >
                Yes, end it
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setEnding(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button size="sm" variant="danger" onClick={() => setEnding(true)}>
              End
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
