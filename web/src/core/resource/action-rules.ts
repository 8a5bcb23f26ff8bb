import type { ActionMeta } from './resource.types';

// A row action declared with `when` applies only to rows whose fields hold one of the listed values
// (pause a running job, resume a paused one). The server decides anyway; this spares a refused click.
export function actionApplies(action: Pick<ActionMeta, 'when'>, row: Record<string, unknown>): boolean {
  return Object.entries(action.when ?? {}).every(([field, values]) => values.includes(row[field] as never));
}
