import { addBeforeScripts, chooseBeforeScripts } from './support/early-taps';
import { test } from './support/test';

// Issue 29, "no lost taps", on a Pixel 7: taps (touch) before the page's scripts run.

test('Add to cart tapped before the scripts run ends with the item in the cart', async ({
  page,
  request,
}) => {
  await addBeforeScripts(page, request);
});

test('the unit chosen, Add to cart and the menu, tapped before the scripts run, take effect in order', async ({
  page,
  request,
}) => {
  await chooseBeforeScripts(page, request);
});
