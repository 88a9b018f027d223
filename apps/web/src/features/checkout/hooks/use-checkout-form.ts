import { onlineManager } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Path, Resolver } from 'react-hook-form';
import type { PaymentMethod } from '@oko/shared/constants';
import { koboToNaira } from '@oko/shared/money';
import { paysAhead } from '@oko/shared/schemas/deals';
import { DELIVERY_MESSAGES } from '@oko/shared/schemas/delivery';
import { type PlaceOrderInput, placeOrderSchema } from '@oko/shared/schemas/order';
import { errorStatus, responseErrors } from '@/lib/api-errors';
import { useApiForm } from '@/lib/api-form';
import { codeRefusal, useDiscountCheck } from '../api/check-discount-code';
import { notifyOrderOffline } from '../api/checkout-notifications';
import { type CreatedOrder, isStockConflict } from '../api/create-order';
import { useAddress } from '../api/get-address';
import { useDeliveryChannels } from '../api/get-delivery-channels';
import { useDeliveryWindows } from '../api/get-delivery-windows';
import { usePayAhead } from '../api/get-pay-ahead';
import { type PickupPoint, usePickupPoints } from '../api/get-pickup-points';
import {
  fieldErrorsOf,
  orderData,
  validationErrorsFromIssues,
  validationErrorsFromResponse,
  validationErrorsOf,
} from '../order-payload';
import { checkoutTotals } from '../totals';
import { usePlaceOrder } from './use-place-order';
import type { useLocalQuantities } from './use-local-quantities';

/** What the shopper chooses at the checkout; the order is made of it and of what the shop offers. */
export type CheckoutChoices = {
  payment_method: PaymentMethod | '';
  /** The channel, day and point the shopper chose; null (or one no longer offered): the default. */
  delivery_channel_id: number | null;
  delivery_window_id: number | null;
  pickup_point_id: number | null;
  phone: string;
  notify_whatsapp: boolean;
  use_credit: boolean;
  /** Issue 28: the code the shopper applied, checked against the lines as they stand. */
  discount_code: string | null;
  /** Lines (`lineKey`) the shopper would take a similar item for when missing at packing (issue 27). */
  substitutes: string[];
};

const NO_CHOICES: CheckoutChoices = {
  payment_method: '',
  delivery_channel_id: null,
  delivery_window_id: null,
  pickup_point_id: null,
  phone: '',
  notify_whatsapp: false,
  use_credit: true,
  discount_code: null,
  substitutes: [],
};

export type CheckoutFormOptions = {
  /** The lines with the shopper's local quantities (`useLocalQuantities`): the order is of these. */
  quantities: ReturnType<typeof useLocalQuantities>;
  /** The shop's free-delivery threshold in naira; null or absent: off. */
  freeDeliveryThreshold?: string | null;
  /** The account has no phone number: the order may carry one (issue 13). */
  askPhone?: boolean;
  /** The shopper's shop credit in kobo (issue 39). */
  creditKobo?: number;
  onOrderPlaced: (order: CreatedOrder) => void;
  /** The order was refused because the credit changed meanwhile. */
  onCreditChanged?: () => void;
};

/**
 * The checkout's order form (spec section 2) on the one form helper: the shopper's choices, what they come to (the
 * default channel, day and point; the totals), the payload checked with the shared schema, and where each refusal
 * of the API goes. The view only lays it out.
 */
export function useCheckoutForm({
  quantities,
  freeDeliveryThreshold,
  askPhone = false,
  creditKobo = 0,
  onOrderPlaced,
  onCreditChanged,
}: CheckoutFormOptions) {
  const { placeOrder, isPending } = usePlaceOrder();
  // The order's own refusal of the code (used up or ended meanwhile), said under its field.
  const [orderRefusal, setOrderRefusal] = useState<string | undefined>();
  const form = useApiForm<CheckoutChoices, CreatedOrder>({
    defaultValues: NO_CHOICES,
    // The list above the form stands until the next Confirm, and nothing jumps to a field (spec section 2).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    schema: ((choices: CheckoutChoices) => {
      const parsed = placeOrderSchema.safeParse(payloadOf(choices));
      return parsed.success
        ? { values: choices, errors: {} }
        : { values: {}, errors: fieldErrorsOf(validationErrorsFromIssues(parsed.error.issues)) };
    }) as Resolver<CheckoutChoices>,
    send: (choices) => placeOrder(payloadOf(choices)),
    onSent: (order) => onOrderPlaced(order),
    // Every refusal is answered here or by the checkout's notices: the form shows no error of its own.
    onFailed: (error) => {
      // The code was used up (or ended) meanwhile: said under its field, and the next Confirm goes without it.
      const refused = codeRefusal(error, 'discount_code');
      if (refused) {
        setOrderRefusal(refused);
        form.setValue('discount_code', null);
      }
      const windowProblem = responseErrors(error)?.delivery_window_id !== undefined;
      const creditChanged = responseErrors(error)?.use_credit !== undefined;
      if (errorStatus(error) === 422 || windowProblem || creditChanged) {
        const errors = fieldErrorsOf(validationErrorsFromResponse(error));
        for (const [field, fieldError] of Object.entries(errors))
          form.setError(field as Path<CheckoutChoices>, fieldError);
      }
      if (creditChanged) onCreditChanged?.();
      // Full, closed or past its cut-off meanwhile: the days are asked again, the soonest open one chosen.
      if (windowProblem) void windows.refetch();
      else if (isStockConflict(error)) quantities.reset();
      return true;
    },
  });
  const choices = form.watch();

  const address = useAddress();
  // The channels delivering to the address's state (or area, issue 42), at its fee (issue 26); all of them until
  // there is an address.
  const stateId = address.data?.state.id ?? null;
  const channels = useDeliveryChannels(stateId, address.data?.area?.id ?? null);
  const pickupPoints = usePickupPoints();
  const channelList = channels.data ?? [];
  const pointList = pickupPoints.data ?? [];
  // Issue 43: a channel with pick-up points is a collection, maybe in another state: never chosen for the
  // shopper. The default is the first channel that delivers.
  const collectionIds = new Set(pointList.map((point) => point.delivery_channel_id));
  const deliveryChannels = pickupPoints.isPending
    ? []
    : channelList.filter((channel) => !collectionIds.has(channel.id));
  const channelId = channelList.some((channel) => channel.id === choices.delivery_channel_id)
    ? choices.delivery_channel_id
    : (deliveryChannels[0]?.id ?? null);
  const chosenChannel = channelList.find((channel) => channel.id === channelId);
  const windows = useDeliveryWindows(chosenChannel?.has_windows ? chosenChannel.id : null, stateId);
  // The soonest open window unless the shopper chose another still open (full and closed ones are only shown).
  const windowList = chosenChannel?.has_windows
    ? (windows.data ?? []).filter((window) => window.status === 'open')
    : [];
  const windowId = windowList.some((window) => window.id === choices.delivery_window_id)
    ? choices.delivery_window_id
    : (windowList[0]?.id ?? null);
  // The point the shopper chose by its "Collect here", else the channel's first: one channel may have several.
  const channelPoints = pointList.filter((point) => point.delivery_channel_id === channelId);
  const pickupPoint = channelPoints.find((point) => point.id === choices.pickup_point_id) ?? channelPoints[0];

  const { lines } = quantities;
  const payAhead = usePayAhead();
  const discountCheck = useDiscountCheck(choices.discount_code, orderData(lines));
  const payAheadPercent = payAhead.data ?? null;
  const acceptedCode = discountCheck.isSuccess ? discountCheck.data : undefined;
  const earnsPayAhead = paysAhead(choices.payment_method);
  const totals = checkoutTotals(lines, channelList, channelId, freeDeliveryThreshold, {
    discount: acceptedCode?.discount,
    payAheadPercent: earnsPayAhead ? payAheadPercent : null,
  });
  // Shop credit (issue 39): as much as the order comes to, at most the balance; the server takes the same.
  const creditUsed = choices.use_credit ? Math.min(creditKobo, Math.max(0, totals.grandTotal)) : 0;

  function payloadOf(chosen: CheckoutChoices): PlaceOrderInput {
    const phone = askPhone ? chosen.phone.trim() : '';
    return {
      delivery_channel_id: channelId ?? undefined,
      payment_method: (chosen.payment_method || undefined) as PaymentMethod,
      // Only what the channel needs (issue 43): a collection names its pick-up point and sends no home address,
      // even when the shopper has one; a delivery sends the address.
      ...(pickupPoint ? { pickup_point_id: pickupPoint.id } : { address_id: address.data?.id ?? undefined }),
      delivery_fee: Number(koboToNaira(totals.deliveryFee)),
      order_data: orderData(lines, new Set(chosen.substitutes)),
      ...(chosenChannel?.has_windows && windowId !== null ? { delivery_window_id: windowId } : {}),
      // Left out when empty: the spec's order form has no phone, and a blank one is no answer.
      ...(phone ? { phone: chosen.phone } : {}),
      ...(phone && chosen.notify_whatsapp ? { notify_whatsapp: true } : {}),
      // Only a code the shop accepted: a refused one is shown under its field, and the order goes without it.
      ...(chosen.discount_code !== null && acceptedCode ? { discount_code: chosen.discount_code } : {}),
      ...(creditUsed > 0 ? { use_credit: true } : {}),
    };
  }

  return {
    form,
    choices,
    /** Confirm Order. Without signal the order is neither sent nor kept to send later (decision 030). */
    onSubmit: (event: FormEvent) => {
      if (onlineManager.isOnline()) return form.onSubmit(event);
      event.preventDefault();
      notifyOrderOffline();
    },
    placing: isPending || form.formState.isSubmitting,
    /** The "Validation Errors:" list (spec section 2): the schema's problems, or the API's 422. */
    validationErrors: validationErrorsOf(form.formState.errors),
    /** Counts the Confirms: the list is brought on screen at each. */
    confirms: form.formState.submitCount,
    channels,
    channelList,
    channelId,
    chosenChannel,
    chooseChannel: (id: number) => form.setValue('delivery_channel_id', id),
    noChannelForState:
      address.data && channels.isSuccess && channelList.length === 0
        ? DELIVERY_MESSAGES.noChannelForState(
            address.data.area
              ? DELIVERY_MESSAGES.areaOfState(address.data.area.name, address.data.state.name)
              : address.data.state.name,
          )
        : undefined,
    onlyCollection:
      address.data && channelList.length > 0 && pickupPoints.isSuccess && deliveryChannels.length === 0
        ? DELIVERY_MESSAGES.onlyCollectionForState(address.data.state.name)
        : undefined,
    // Only points whose channel the select offers: the tabs never name a channel the form lacks.
    points: pointList.filter((point) =>
      channelList.some((channel) => channel.id === point.delivery_channel_id),
    ),
    pickupPoint,
    choosePoint: (point: PickupPoint) => {
      form.setValue('delivery_channel_id', point.delivery_channel_id);
      form.setValue('pickup_point_id', point.id);
    },
    windows,
    windowId,
    chooseWindow: (id: number) => form.setValue('delivery_window_id', id),
    totals,
    payAheadPercent,
    earnsPayAhead,
    creditUsed,
    substitutes: new Set(choices.substitutes),
    allowSubstitute: (key: string, allowed: boolean) =>
      form.setValue(
        'substitutes',
        allowed ? [...new Set([...choices.substitutes, key])] : choices.substitutes.filter((k) => k !== key),
      ),
    code: {
      applied: choices.discount_code,
      accepted: acceptedCode?.code,
      refusal: orderRefusal ?? (discountCheck.isError ? codeRefusal(discountCheck.error, 'code') : undefined),
      checking: discountCheck.isFetching,
      apply: (code: string | null) => {
        setOrderRefusal(undefined);
        form.setValue('discount_code', code);
        if (code !== null && code === choices.discount_code) void discountCheck.refetch();
      },
    },
  };
}
