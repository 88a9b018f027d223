/** The largest PostgreSQL integer: ids beyond it name nothing, and asking the database about them is an error. */
export const MAX_ID = 2_147_483_647;

/** Whether `id` could name a row (an integer from 1 to MAX_ID); anything else is answered without a query. */
export const isDbId = (id: number): boolean => Number.isInteger(id) && id >= 1 && id <= MAX_ID;
