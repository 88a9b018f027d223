import { addBeforeScripts, chooseBeforeScripts } from './support/early-taps';
import { test } from './support/test';

// Issue 29, "no lost taps": a tap on a rendered page before its scripts run takes effect once they do.

test('Add to cart clicked before the scripts run ends with the item in the cart', async ({
  page,
  request,
}) => {
  await addBeforeScripts(page, request);
});

test('the unit chosen, Add to cart and the menu, clicked before the scripts run, take effect in order', async ({
  page,
  request,
}) => {
  await chooseBeforeScripts(page, request);
});
