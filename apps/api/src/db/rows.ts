/** The rows of a raw `db.execute`: postgres-js answers an array of rows, PGlite an object with `rows`. */
export const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
