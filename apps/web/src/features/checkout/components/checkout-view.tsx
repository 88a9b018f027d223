import type { CartLine } from '@/lib/cart-lines';
import { PhoneField } from '@/components/ui/form-field';
import type { CreatedOrder } from '../api/create-order';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { useLocalQuantities } from '../hooks/use-local-quantities';
import { AddressBlock } from './address-block';
import { type CartSectionOptions, CheckoutCartSection, ContinueShopping } from './checkout-cart-section';
import { DeliveryTabs } from './delivery-tabs';
import { OrderForm, type OrderFormOptions } from './order-form';
import { ValidationErrors } from './validation-errors';
import { WhatsappOptIn } from './whatsapp-opt-in';
import { HeadedSection } from '@/components/ui/headed-section';

export type CheckoutViewProps = CartSectionOptions &
  OrderFormOptions & {
    /** The server cart's lines (the route takes them from the cart feature). */
    lines: CartLine[];
    /** The order is placed: a card order comes with the checkout to send the shopper to. */
    onOrderPlaced: (order: CreatedOrder) => void;
    /** The account has no phone number: the form asks for one, never requiring it (issue 13). */
    askPhone?: boolean;
    /** The order was refused because the credit changed meanwhile (another tab): the route reads it again. */
    onCreditChanged?: () => void;
  };

/** Spec section 2, "Checkout page": the layout; the order form's state and submit are `useCheckoutForm`'s. */
export function CheckoutView(props: CheckoutViewProps) {
  const { lines: serverLines, askPhone = false } = props;
  const quantities = useLocalQuantities(serverLines);
  const checkout = useCheckoutForm({ ...props, quantities });

  if (serverLines.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-stone-700">There is no cart items yet</p>
        <ContinueShopping />
      </div>
    );
  }

  const { form, choices } = checkout;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <p className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          Pay by card, by bank transfer (our account details are on your order page once you confirm) or on
          delivery, when your produce reaches your door.
        </p>
        <AddressBlock />
        {/* Beside the address, not in the order form: the form stays one screen tall on a phone. */}
        {askPhone && (
          <div className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-5">
            <PhoneField label="Phone number (optional)" {...form.field('phone')} />
            <p className="text-xs text-stone-500">
              Our rider calls it before delivery; it is kept on your profile.
            </p>
            <WhatsappOptIn
              checked={choices.notify_whatsapp}
              onChange={(checked) => form.setValue('notify_whatsapp', checked)}
            />
          </div>
        )}
        <HeadedSection
          id="delivery-section"
          title="Delivery"
          className="rounded-lg border border-stone-200 bg-white p-5"
          titleClassName="mb-3 text-lg font-semibold text-stone-900"
        >
          <DeliveryTabs
            points={checkout.points}
            chosenPointId={checkout.pickupPoint?.id ?? null}
            onChoosePoint={checkout.choosePoint}
          />
        </HeadedSection>
        <CheckoutCartSection {...props} checkout={checkout} quantities={quantities} />
      </div>

      <aside className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-20">
        <ValidationErrors key={checkout.confirms} errors={checkout.validationErrors} />
        <OrderForm {...props} checkout={checkout} />
      </aside>
    </div>
  );
}
