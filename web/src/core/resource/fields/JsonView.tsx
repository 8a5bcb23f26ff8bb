// json fields are shown, never edited: they are written by the server (audit changes, engine state).
export function JsonView({ value }: { value: unknown }) {
  if (value === undefined || value === null) return <span>-</span>;
  return <pre style={{ margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(value, null, 2)}</pre>;
}
