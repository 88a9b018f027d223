import { test } from './support/test';
import { browseWithoutSignal } from './support/offline';

test.use({ serviceWorkers: 'allow' });

test('pages seen open without signal, a page never seen shows the offline page, the cart counts', async ({
  page,
  context,
  request,
}) => {
  await browseWithoutSignal(page, context, request);
});
