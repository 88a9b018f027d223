import { test } from './support/test';
import { browseWithoutSignal, refreshWhenSignalReturns, savedCopyWhileOnline } from './support/offline';

test.use({ serviceWorkers: 'allow' });

test('on a phone: pages seen open without signal, a page never seen shows the offline page', async ({
  page,
  context,
  request,
}) => {
  await browseWithoutSignal(page, context, request);
});

test('on a phone: a page opened from the cache says so, and refreshes itself when the signal returns', async ({
  page,
  context,
  request,
}) => {
  await refreshWhenSignalReturns(page, context, request);
});

test('on a phone: a page the worker answers from its cache while online says it is a saved copy, until fresh', async ({
  page,
  context,
  request,
}) => {
  await savedCopyWhileOnline(page, context, request);
});
