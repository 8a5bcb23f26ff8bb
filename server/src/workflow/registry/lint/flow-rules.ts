import { propertyOf } from '../../engine/bpmn-xml';
import { durationMs } from '../iso-duration';
import { ApproverRuleError, parseApproverRule } from '../../approvers/approver-rule';
import { checkExpression } from './expression.rule';
import type { ModdleEl } from './lint.types';

type Report = (element: string, message: string) => void;

// What our runtime supports. Anything else either has no behaviour here or a known engine defect
// (notes/bpmn-engine.md): inclusive joins fire on the first token, parallel joins after an exclusive
// join fire early. Scripts are no-scripts.rule.ts's.
const SUPPORTED = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:ExclusiveGateway',
  'bpmn:SequenceFlow',
  'bpmn:BoundaryEvent',
  'bpmn:IntermediateCatchEvent',
  'bpmn:TextAnnotation',
  'bpmn:Association',
  'bpmn:Group',
]);

const WHY_NOT: Record<string, string> = {
  'bpmn:InclusiveGateway': 'inclusive gateways are not allowed: their join fires on the first token in bpmn-engine',
  // a join after an exclusive join fires early; a fork without a join reaches several end events,
  // whose results would contradict each other
  'bpmn:ParallelGateway': 'parallel gateways are not allowed: a parallel join after an exclusive join fires early in bpmn-engine; use a multi-instance user task for countersigning',
  'bpmn:EventBasedGateway': 'event-based gateways are not supported by our runtime',
  'bpmn:ComplexGateway': 'complex gateways are not supported by our runtime',
  'bpmn:ServiceTask': 'service tasks are not supported: approvals call no external code',
  'bpmn:SendTask': 'send tasks are not supported: notifications go through the outbox, not the flow',
  'bpmn:BusinessRuleTask': 'business rule tasks are not supported: use conditions of allowed functions',
  'bpmn:Transaction': 'transactions are not supported: bpmn-engine has no rollback',
};

function checkUserTask(el: ModdleEl, report: Report) {
  try {
    parseApproverRule(el.assignee, el.candidateGroups);
  } catch (e) {
    if (e instanceof ApproverRuleError) report(el.id, e.message);
    else throw e;
  }
  if (el.dueDate && durationMs(el.dueDate) === null) report(el.id, `dueDate "${el.dueDate}" is not an ISO 8601 duration such as P2D or PT4H`);
  const loop = el.loopCharacteristics;
  if (loop?.completionCondition?.body && !loop.completionCondition.language) {
    const why = checkExpression(loop.completionCondition.body);
    if (why) report(el.id, `completionCondition: ${why}`);
  }
}

function checkGateway(el: ModdleEl, report: Report) {
  const outgoing: ModdleEl[] = el.outgoing ?? [];
  if ((el.incoming ?? []).length > 1 && outgoing.length > 1) report(el.id, 'a gateway either joins or forks, not both');
  if (outgoing.length < 2) return;
  const defaultId = el.default?.id;
  const unconditioned = outgoing.filter((f) => f.id !== defaultId && !f.conditionExpression);
  if (unconditioned.length) {
    report(el.id, `${defaultId ? '' : 'no default flow and '}no condition on ${unconditioned.map((f) => f.id).join(', ')}`);
  }
  if (defaultId && outgoing.find((f) => f.id === defaultId)?.conditionExpression) report(defaultId, 'the default flow must not have a condition');
}

function checkCondition(el: ModdleEl, report: Report) {
  const c = el.conditionExpression;
  if (!c) return;
  if (c.language) return; // no-scripts.rule.ts reports it
  const why = checkExpression(String(c.body ?? ''));
  if (why) report(el.id, why);
}

function checkEnd(el: ModdleEl, report: Report) {
  const result = propertyOf(el, 'result');
  if (result !== 'agree' && result !== 'disagree') report(el.id, 'an end event declares camunda:property result = agree or disagree');
}

// Our rules over every element of a process (and of its sub-processes).
export function checkFlowElements(elements: ModdleEl[], report: Report): void {
  for (const el of elements) {
    if (WHY_NOT[el.$type]) report(el.id, WHY_NOT[el.$type]);
    // script tasks: no-scripts.rule.ts refuses them, with the reason
    else if (!SUPPORTED.has(el.$type) && el.$type !== 'bpmn:ScriptTask') report(el.id, `${el.$type.replace('bpmn:', '')} is not supported by our runtime`);
    if (el.$type === 'bpmn:UserTask') checkUserTask(el, report);
    if (el.$type === 'bpmn:ExclusiveGateway') checkGateway(el, report);
    if (el.$type === 'bpmn:SequenceFlow') checkCondition(el, report);
    if (el.$type === 'bpmn:EndEvent') checkEnd(el, report);
    for (const ext of el.extensionElements?.values ?? []) {
      // camunda:* has no behaviour in bpmn-engine: a listener would silently never run
      if (ext.$type === 'camunda:ExecutionListener' || ext.$type === 'camunda:TaskListener') report(el.id, 'listeners are not allowed: our runtime does not run them');
    }
  }
}
