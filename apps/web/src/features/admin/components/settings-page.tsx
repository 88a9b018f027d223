import { Button } from '@/components/ui/button';
import { updateSettingsSchema, type UpdateSettingsInput } from '@oko/shared/schemas/admin-settings';
import type { AdminSettings, Settings } from '@oko/shared/schemas/settings';
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import { SWITCHABLE_PAYMENT_METHODS, paymentMethodLabel } from '@oko/shared/payment-methods';
import { ContentLayout } from '@/components/layout/content-layout';
import { FormError, FormField, PhoneField } from '@/components/ui/form-field';
import { inputResolver, useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { useLogo } from '../api/images';
import { useSaveShopSettings, useShopSettings } from '../api/shop-settings';
import { Card, QueryResult } from './admin-ui';
import { ImageField } from './image-field';

type SettingsValues = {
  site_name: string;
  address: string;
  site_phone: string;
  site_email: string;
  bank_details: { bank_name: string; account_name: string; account_number: string };
  /** Naira as typed; empty: no free delivery. */
  free_delivery_threshold: string;
  /** A whole percent as typed; empty: nothing off for paying ahead (issue 28). */
  pay_ahead_percent: string;
  /** The shop's WhatsApp for "New order" messages as typed; empty: none (issue 41). */
  owner_whatsapp: string;
  /** Whole hours as typed: standing orders are placed this long before a window's cut-off (issue 40). */
  standing_order_lead_hours: string;
  /** Issue 39: which transfer methods the checkout offers (ticked: on). */
  methods_on: Record<'bank_transfer' | 'transfer', boolean>;
  /** Issue 39: naira as typed; refunds to a bank account up to it go by themselves. Empty: the owner sends each. */
  auto_bank_refund_up_to: string;
};

const toInput = ({
  free_delivery_threshold: threshold,
  pay_ahead_percent: payAhead,
  owner_whatsapp: ownerWhatsapp,
  standing_order_lead_hours: leadHours,
  methods_on: methodsOn,
  auto_bank_refund_up_to: autoRefund,
  ...values
}: SettingsValues): UpdateSettingsInput => ({
  ...values,
  auto_bank_refund_up_to: autoRefund.trim() === '' ? null : autoRefund,
  payment_methods_off: SWITCHABLE_PAYMENT_METHODS.filter((method) => !methodsOn[method]),
  owner_whatsapp: ownerWhatsapp.trim() === '' ? null : ownerWhatsapp,
  standing_order_lead_hours: leadHours.trim() === '' ? Number.NaN : Number(leadHours),
  free_delivery_threshold: threshold.trim() === '' ? null : threshold,
  pay_ahead_percent: payAhead.trim() === '' ? null : Number(payAhead),
});

// The shared schema checks what is sent: an empty threshold is sent as null (off). raw: naira stay as typed.
const resolver = inputResolver(updateSettingsSchema, toInput);

/** `/admin/settings` (owner): the shop's name, contact, bank details for transfers, free delivery. */
export function SettingsPage() {
  const settings = useShopSettings();
  return (
    <ContentLayout title="Settings">
      <QueryResult query={settings}>
        {(loaded) => (
          <>
            <Card title="Logo">
              <ShopLogo settings={loaded} />
            </Card>
            <SettingsForm settings={loaded} />
          </>
        )}
      </QueryResult>
    </ContentLayout>
  );
}

/** The header's logo: the owner's picture, or the one the shop draws from its name. */
function ShopLogo({ settings }: { settings: Settings }) {
  const logo = useLogo();
  return (
    <ImageField
      label="Logo"
      frame="logo"
      imageUrl={settings.site_logo}
      alt={`${settings.site_name} logo`}
      onUpload={(file) => logo.upload.mutateAsync(file)}
      onRemove={() => logo.remove.mutateAsync()}
    />
  );
}

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const save = useSaveShopSettings();
  const notify = useNotifications((state) => state.addNotification);
  const form = useApiForm({
    schema: resolver,
    defaultValues: {
      site_name: settings.site_name,
      address: settings.address,
      site_phone: settings.site_phone,
      site_email: settings.site_email,
      bank_details: settings.bank_details,
      free_delivery_threshold: settings.free_delivery_threshold ?? '',
      pay_ahead_percent: settings.pay_ahead_percent === null ? '' : String(settings.pay_ahead_percent),
      owner_whatsapp: settings.owner_whatsapp ?? '',
      standing_order_lead_hours: String(settings.standing_order_lead_hours),
      methods_on: {
        bank_transfer: !settings.payment_methods_off.includes('bank_transfer'),
        transfer: !settings.payment_methods_off.includes('transfer'),
      },
      auto_bank_refund_up_to: settings.auto_bank_refund_up_to ?? '',
    },
    send: (values) => save.mutateAsync(toInput(values)),
    onSent: () => notify({ type: 'success', title: 'Settings saved' }),
  });
  const { isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
      <Card title="The shop">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Shop name" {...form.field('site_name')} />
          <FormField label="Phone" {...form.field('site_phone')} />
          <FormField label="E-mail" {...form.field('site_email')} />
          <FormField label="Address" {...form.field('address')} />
        </div>
      </Card>
      <Card title="Bank details for transfers">
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField label="Bank" {...form.field('bank_details.bank_name')} />
          <FormField label="Account name" {...form.field('bank_details.account_name')} />
          <FormField
            label="Account number"
            inputMode="numeric"
            {...form.field('bank_details.account_number')}
          />
        </div>
      </Card>
      <Card title="Payment methods">
        <div className="flex flex-col gap-2">
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input type="checkbox" className="size-5" {...form.register('methods_on.bank_transfer')} />
            {paymentMethodLabel('bank_transfer')} (to the account above, marked received by you)
          </label>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input type="checkbox" className="size-5" {...form.register('methods_on.transfer')} />
            {paymentMethodLabel('transfer')} (an account number per order, through Paystack)
          </label>
        </div>
        <p className="mt-1 text-xs text-stone-500">
          Unticked, the checkout no longer offers it; orders already placed keep their method.
        </p>
      </Card>
      <Card title="Refunds to a bank account">
        <FormField
          label="Send refunds by themselves up to (₦)"
          inputMode="decimal"
          placeholder="Empty: you tap Send on each"
          {...form.field('auto_bank_refund_up_to')}
        />
        <p className="mt-1 text-xs text-stone-500">
          A refund up to this amount goes to the shopper’s bank account through Paystack as soon as it is due
          and the shopper has given an account; a larger one waits for your tap.
        </p>
      </Card>
      <Card title="Free delivery">
        <FormField
          label="Free delivery above (₦)"
          inputMode="decimal"
          placeholder="Empty: every order pays its delivery fee"
          {...form.field('free_delivery_threshold')}
        />
      </Card>
      <Card title="Paying ahead">
        <FormField
          label="Percent off for card or transfer (%)"
          inputMode="numeric"
          placeholder="Empty: nothing off"
          {...form.field('pay_ahead_percent')}
        />
        <p className="mt-1 text-xs text-stone-500">
          The checkout says “{DEAL_MESSAGES.payAhead(5)}” (with your percent), taken after a discount code.
        </p>
      </Card>
      <Card title="New orders by WhatsApp">
        <PhoneField
          label="The shop’s WhatsApp number"
          autoComplete="off"
          placeholder="Empty: no WhatsApp for new orders"
          {...form.field('owner_whatsapp')}
        />
        <p className="mt-1 text-xs text-stone-500">
          Each new order sends “New order #12 (₦17,180.00, Express, Mon 30 Nov, 9:00–13:00)” here, with the
          template <code>oko_new_order</code> registered in WhatsApp Manager (docs/deploy.md).
        </p>
      </Card>
      <Card title="Weekly orders">
        <FormField
          label="Place weekly orders this many hours before orders close"
          inputMode="numeric"
          {...form.field('standing_order_lead_hours')}
        />
      </Card>
      <FormError message={form.formError} />
      <div>
        <Button type="submit" pending={isSubmitting}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
