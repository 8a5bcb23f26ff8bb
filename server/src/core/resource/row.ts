// A row as operations, hooks and queries handle it: column values by property name. One type for all of
// them: a declaration, not TypeScript, says what a row's fields are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;
