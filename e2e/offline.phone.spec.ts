import { test } from './support/test';
import { browseWithoutSignal } from './support/offline';

test.use({ serviceWorkers: 'allow' });

test('on a phone: pages seen open without signal, a page never seen shows the offline page', async ({
  page,
  context,
  request,
}) => {
  await browseWithoutSignal(page, context, request);
});
