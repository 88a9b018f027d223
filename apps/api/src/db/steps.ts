// Writes of several domains sent as ONE statement (issue 45): each domain writes its own step, data-modifying CTEs
// on its own tables, and the caller (the order, which composes them) runs them together. An order takes what other
// orders share (a window's place, a code's use) this way: it inserts its claim, and a deferred constraint trigger
// of the claim's table raises the shared count at the commit with the guard the count needs (migration 0039), so
// that row is locked only during the commit, never across a round trip to the server that placed the order.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';
import { errorChain } from './errors';
import { rowsOf } from './rows';

/**
 * A domain's write as CTEs (`name as (insert … returning …), …`, names unique across the steps run together), the
 * name of the CTE that returns a row when the write was made, and the SQLSTATE its deferred guard raises when it
 * refuses at the commit.
 */
export interface Step {
  ctes: SQL;
  done: string;
  refusedAtCommit: string;
}

/**
 * Runs the steps as one statement, in the order given (PostgreSQL runs each data-modifying CTE once, to its end,
 * whether or not it is read); answers, by step, whether it was made. A step not made is the caller's to explain
 * and roll back: the others were made in its transaction.
 */
export async function runSteps<Name extends string>(
  db: Database,
  steps: Partial<Record<Name, Step>>,
): Promise<Record<Name, boolean>> {
  const named = (Object.entries(steps) as [Name, Step | undefined][]).filter(
    (entry): entry is [Name, Step] => entry[1] !== undefined,
  );
  if (named.length === 0) return {} as Record<Name, boolean>;
  const [row] = rowsOf<Record<string, boolean>>(
    await db.execute(sql`
      with ${sql.join(
        named.map(([, step]) => step.ctes),
        sql`, `,
      )}
      select ${sql.join(
        named.map(
          ([name, step]) =>
            sql`exists (select 1 from ${sql.identifier(step.done)}) as ${sql.identifier(name)}`,
        ),
        sql`, `,
      )}`),
  );
  return Object.fromEntries(named.map(([name]) => [name, row?.[name] === true])) as Record<Name, boolean>;
}

/** Whether `error` (a failed commit, as the driver or Drizzle wrapped it) is the step's guard refusing. */
export function refusedAtCommit(error: unknown, step: Step | undefined): boolean {
  return (
    step !== undefined &&
    errorChain(error).some((each) => 'code' in each && each.code === step.refusedAtCommit)
  );
}
