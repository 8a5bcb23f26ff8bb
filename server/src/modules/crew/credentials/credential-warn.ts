import type { EntityManager } from 'typeorm';
import { refreshCrewWarn, updateWarnStates, type WarnTarget } from './credential-warn.repository';

// Certificate warnings: a certificate warns from its warnDate (validDate less its type's period, in days
// or months) and has expired after validDate. Only current certificates warn: valid (1) or being
// processed (2); renewed and cancelled ones never do. Every write and the daily task keep warnDate,
// warnstatus and the seafarer's worst state (credWarn) in step. The statements are
// credential-warn.repository.ts's.
export { refreshCrewWarn, type WarnTarget };

// Recomputes the chosen certificates; answers the seafarers whose certificates changed state.
export async function refreshWarnings(manager: EntityManager, today: string, target: WarnTarget): Promise<number[]> {
  const users = await updateWarnStates(manager, today, target);
  await refreshCrewWarn(manager, users);
  return users;
}
