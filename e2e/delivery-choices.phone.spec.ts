import { type APIRequestContext, type Page } from '@playwright/test';
import { formatWindow } from '@oko/shared/lagos-time';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { createAddressAtCheckout, shopperAtCheckout } from './support/checkout';
import { deliveryChannels } from './support/shop';

// Issue 43 items 3 and 5 on a phone against the real server and the demo shop: a Kano shopper is told the shop
// does not deliver there and is not handed the Ikeja hub; a day the owner closed is shown greyed as "Closed"; the
// cart names the earliest delivery day. axe finds nothing on each state visited.

test.describe.configure({ timeout: 360_000 });

const EXPRESS = 'Express Delivery (24 hours)';
const PICKUP = 'Pick-up at our Ikeja hub';

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function lagosId(request: APIRequestContext) {
  const countries = (await (await request.get('/api/v1/countries')).json()) as { data: { id: number }[] };
  const states = (await (await request.get(`/api/v1/states?country_id=${countries.data[0]!.id}`)).json()) as {
    data: { id: number; name: string }[];
  };
  return states.data.find((state) => state.name === 'Lagos')!.id;
}

test('a Kano shopper is told "We do not deliver to Kano yet" and no pick-up point is chosen for them', async ({
  page,
  request,
}) => {
  await shopperAtCheckout(page, request, { name: 'Aminu', lastName: 'Bello' });
  const form = await createAddressAtCheckout(page, 'Kano');
  await expect(form.getByText(/^We do not deliver to Kano yet\./)).toBeVisible();
  const channel = form.getByLabel('Delivery Channel');
  await expect(channel.locator('option:checked')).toHaveText('Choose a delivery channel');
  await expect(channel.locator('option')).toContainText([PICKUP]);
  const location = page.getByRole('tabpanel');
  await expect(location.getByRole('button', { name: 'Collect here: Ikeja hub' })).toBeVisible();
  await expect(location.getByText(/^Chosen: /)).toHaveCount(0);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page, 'the checkout in Kano');
});

test('a closed delivery day is listed greyed as "Closed"; the cart names the earliest delivery day', async ({
  page,
  request,
  owner,
}) => {
  const express = (await deliveryChannels(request, await lagosId(request))).find(
    (channel) => channel.name === EXPRESS,
  )!;
  const coming = async () =>
    (
      (await (await request.get(`/api/v1/delivery-windows?delivery_channel_id=${express.id}`)).json()) as {
        data: { id: number; starts_at: string; ends_at: string; status: string }[];
      }
    ).data;
  // The furthest Express day: no other spec's checkout has it chosen.
  const last = (await coming()).filter((window) => window.status === 'open').at(-1)!;
  const close = (closed: boolean) =>
    request.patch(`/api/v1/admin/delivery-windows/${last.id}`, { headers: owner.headers, data: { closed } });
  expect((await close(true)).ok()).toBe(true);
  try {
    await shopperAtCheckout(page, request, { name: 'Tolu', lastName: 'Bankole' });
    const form = await createAddressAtCheckout(page, 'Lagos');
    await form.getByLabel('Delivery Channel').selectOption({ label: EXPRESS });
    const day = form.getByLabel('Delivery day');
    const closed = day.locator('option', { hasText: `${formatWindow(last)} — Closed` });
    await expect(closed).toHaveCount(1);
    await expect(closed).toBeDisabled();
    const open = (await coming()).filter((window) => window.status === 'open');
    await expect(day.locator('option:checked')).toHaveText(formatWindow(open[0]!));
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, 'the checkout with a closed day');

    await page.goto('/carts');
    await expect(page.getByText(`Earliest delivery: ${formatWindow(open[0]!)}`)).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, 'the cart with its earliest delivery');
  } finally {
    // Reopened, so the demo shop is as it was for the next run.
    expect((await close(false)).ok()).toBe(true);
  }
});
