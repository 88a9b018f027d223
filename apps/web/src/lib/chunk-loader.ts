/** One load of a chunk, for a visit (a key; none when loaded ahead of any visit). */
type Attempt<T> = { promise: Promise<T>; visit: string | undefined; failed: boolean };

/**
 * Loads a chunk once, for `use()` (decision 021): the promise is marked fulfilled once the chunk has arrived, so a
 * render after that reads it without suspending. `visit` (a location's key, an opening of a dialog) asks again
 * after a failure: a failed load is asked for again on another visit, or when loaded ahead (no visit); the same
 * visit keeps its failure, so a render does not ask again and again.
 */
export function chunkLoader<T>(importer: () => Promise<T>): (visit?: string) => Promise<T> {
  let attempt: Attempt<T> | undefined;
  return (visit) => {
    if (!attempt || (attempt.failed && (visit === undefined || attempt.visit !== visit))) {
      const current: Attempt<T> = { promise: importer(), visit, failed: false };
      const { promise } = current;
      promise.then(
        (value) => Object.assign(promise, { status: 'fulfilled', value }),
        (reason: unknown) => {
          Object.assign(promise, { status: 'rejected', reason });
          current.failed = true;
        },
      );
      attempt = current;
    }
    return attempt.promise;
  };
}
