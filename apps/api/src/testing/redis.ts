// The Redis the tests of shared state use: REDIS_URL, else one on this machine. CI starts one; without it, `npm
// test` still runs and those tests are skipped.
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether Redis answers at `url`: one connection tried, no retries. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
