import type { ActionMeta } from './resource.types';

// A row action declared with `when` applies only to rows whose fields hold one of the listed values
// (pause a running job, resume a paused one); one declared with `actWhen` only for the user the row
// names (withdraw: the request's applicant), as the router decides: a row naming nobody yet is left to
// the operation. The server decides anyway; this spares a refused click.
export function actionApplies(action: Pick<ActionMeta, 'when' | 'actWhen'>, row: Record<string, unknown>, userId?: number): boolean {
  const actor = action.actWhen?.user;
  if (actor && row[actor] != null && row[actor] !== userId) return false;
  return Object.entries(action.when ?? {}).every(([field, values]) => values.includes(row[field] as never));
}
