// Account mails that must not be awaited by the request (forgot password, resend): the answer goes out at once,
// the same for a known and an unknown address, and the code and mail follow. A mail that fails is logged; the
// shopper can ask again. Tests await `idle()` before reading the outbox.
export interface MailQueue {
  /** Runs `work` after the current answer; `onError` hears of a failure. */
  add(work: () => Promise<void>, onError: (error: unknown) => void): void;
  /** Resolves once every queued piece of work has finished. */
  idle(): Promise<void>;
}

export function createMailQueue(): MailQueue {
  const pending = new Set<Promise<void>>();
  return {
    add(work, onError) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch(onError)
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
