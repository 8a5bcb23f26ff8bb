// A named state constant (DISPATCH_STATUS.Cancelled, ...) written into SQL text where the statement
// takes no parameters (report declarations, FILTER clauses, seeds). Only [A-Za-z0-9_] is accepted, so
// what is quoted here can never close the quote: anything else is a programming error and throws.
const SAFE = /^[A-Za-z0-9_]+$/;

export function sqlText(value: string): string {
  if (!SAFE.test(value)) throw new Error(`sqlText takes named constants only, not ${JSON.stringify(value)}`);
  return `'${value}'`;
}

// `x IN ${sqlIn(A, B)}` -> `x IN ('1', '2')`
export const sqlIn = (...values: string[]): string => `(${values.map(sqlText).join(', ')})`;
