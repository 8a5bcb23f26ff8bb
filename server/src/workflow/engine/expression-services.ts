import { APPROVAL_RESULT } from '../workflow.states';

// The only functions a condition in a BPMN file may call, as ${environment.services.<name>(...)}.
// Scripts are off (bpmn-engine runs them with node:vm, which is no sandbox), so these pure functions
// are the whole expression language: comparisons, logic, and the result of an approval step.
const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN);

const pairs = (xs: unknown[]): Array<[unknown, unknown]> => Array.from({ length: Math.floor(xs.length / 2) }, (_, i) => [xs[2 * i], xs[2 * i + 1]]);

// A completed user task leaves { result: agree or disagree (approvalResult), comment, by } in environment.output[<task id>].
const resultOf = (output: unknown) => (output && typeof output === 'object' ? (output as { result?: unknown }).result : undefined);

export const EXPRESSION_SERVICES = {
  gt: (a: unknown, b: unknown) => num(a) > num(b),
  gte: (a: unknown, b: unknown) => num(a) >= num(b),
  lt: (a: unknown, b: unknown) => num(a) < num(b),
  lte: (a: unknown, b: unknown) => num(a) <= num(b),
  eq: (a: unknown, b: unknown) => String(a) === String(b),
  ne: (a: unknown, b: unknown) => String(a) !== String(b),
  // bpmn-engine evaluates one call per expression (no nesting): "days over 5 or budget over 10000" is
  // ${environment.services.anyGt(environment.variables.days,5,environment.variables.budget,10000)}
  anyGt: (...xs: unknown[]) => pairs(xs).some(([a, b]) => num(a) > num(b)),
  allGt: (...xs: unknown[]) => pairs(xs).length > 0 && pairs(xs).every(([a, b]) => num(a) > num(b)),
  and: (...xs: unknown[]) => xs.every(Boolean),
  or: (...xs: unknown[]) => xs.some(Boolean),
  not: (x: unknown) => !x,
  // ${environment.services.agreed(environment.output.deptLeader)}
  agreed: (output: unknown) => resultOf(output) === APPROVAL_RESULT.Agree,
  disagreed: (output: unknown) => resultOf(output) === APPROVAL_RESULT.Disagree,
  // countersign: completionCondition ${environment.services.anyDisagreed(content.loopOutput)}
  anyDisagreed: (outputs: unknown) => Array.isArray(outputs) && outputs.some((o) => resultOf(o) === APPROVAL_RESULT.Disagree),
  allAgreed: (outputs: unknown) => Array.isArray(outputs) && outputs.length > 0 && outputs.every((o) => resultOf(o) === APPROVAL_RESULT.Agree),
} as const;

export type ExpressionServiceName = keyof typeof EXPRESSION_SERVICES;
export const EXPRESSION_SERVICE_NAMES = Object.keys(EXPRESSION_SERVICES) as ExpressionServiceName[];
