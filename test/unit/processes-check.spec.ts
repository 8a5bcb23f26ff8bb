import fs from 'node:fs';
import path from 'node:path';
import { flowTypeOfFile } from '../../server/src/workflow/registry/flow-file';
import { lintProcess } from '../../server/src/workflow/registry/lint/process-lint';
import { shippedDictionaries } from '../../server/src/core/dictionary/dictionary-declarations';
// every module, as the application loads them: each declares its flow types on import
import '../../server/src/app.module';

// processes:check: every shipped file passes; each kind of broken file is reported at its element.
const DIR = path.resolve(__dirname, '../../processes');
const FLOW_TYPES = shippedDictionaries().find((d) => d.mark === 'flowType')!.items.map((i) => i.value);
const vacation = fs.readFileSync(path.join(DIR, 'vacation.bpmn'), 'utf8');
const lint = (xml: string) => lintProcess(xml, 'x.bpmn', { knownFlowTypes: FLOW_TYPES });
const problemsAt = async (xml: string) => (await lint(xml)).map((p) => `${p.element}: ${p.message}`);

// A condition of the shipped leave flow, swapped for another text.
const firstCondition = /<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">[^<]*<\/bpmn:conditionExpression>/;
const withCondition = (body: string, attrs = '') => vacation.replace(firstCondition, `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression"${attrs}>${body}</bpmn:conditionExpression>`);
// the first flow with a condition (its English name, extensionElements, may come first)
const conditionedFlow = /<bpmn:sequenceFlow id="(Flow_\d+)"[^>]*[^/]>(?:(?!<\/bpmn:sequenceFlow>)[\s\S])*?<bpmn:conditionExpression/.exec(vacation)![1];

describe('processes:check', () => {
  it.each(fs.readdirSync(DIR).filter((f) => f.endsWith('.bpmn')))('%s passes', async (file) => {
    expect(await lint(fs.readFileSync(path.join(DIR, file), 'utf8'))).toEqual([]);
  });

  it('the shipped files cover the staff and certificate flows, each file named after its flow type', () => {
    const shipped = fs.readdirSync(DIR).filter((f) => f.endsWith('.bpmn')).map(flowTypeOfFile);
    expect(shipped).toEqual(expect.arrayContaining(['vacation', 'overtime', 'travel', 'resignation', 'transfer', 'officeSupplies', 'staffExpense', 'credentialDeal', 'credentialInout']));
    expect(flowTypeOfFile('/x/credential-deal.bpmn')).toBe('credentialDeal');
    expect(flowTypeOfFile('vacation.bpmn')).toBe('vacation');
  });

  it('refuses a script task', async () => {
    const xml = vacation.replace('<bpmn:endEvent id="endAgree"', '<bpmn:scriptTask id="evil" scriptFormat="javascript"><bpmn:script>process.exit()</bpmn:script></bpmn:scriptTask><bpmn:endEvent id="endAgree"');
    expect(await problemsAt(xml)).toEqual(expect.arrayContaining([expect.stringMatching(/^evil: script tasks are not allowed/)]));
  });

  it('refuses a scripted condition', async () => {
    expect(await problemsAt(withCondition('next(null, true)', ' language="javascript"'))).toEqual([`${conditionedFlow}: condition language "javascript" is not allowed: scripts are off, use \${environment.services.<function>(...)}`]);
  });

  it('refuses a script hidden in an extension of a task', async () => {
    // inside the task's own extensions, beside its English name
    const script = '<camunda:inputOutput><camunda:inputParameter name="x"><camunda:script scriptFormat="javascript">process.exit()</camunda:script></camunda:inputParameter></camunda:inputOutput>';
    const xml = vacation.replace(/(<bpmn:userTask id="upperLeaderApprove"[^>]*>\s*<bpmn:extensionElements>)/, `$1${script}`);
    expect(xml).toContain(script);
    expect(await problemsAt(xml)).toEqual([expect.stringMatching(/^upperLeaderApprove: scripts \(camunda:script, scriptFormat\) are not allowed/)]);
  });

  it('refuses an operator the engine would silently treat as false', async () => {
    expect(await problemsAt(withCondition('${environment.variables.days &gt; 3}'))).toEqual([expect.stringMatching(new RegExp(`^${conditionedFlow}: .*uses an operator`))]);
    expect(await problemsAt(withCondition('${days &gt; 3}'))).toEqual([expect.stringMatching(new RegExp(`^${conditionedFlow}: .*uses an operator`))]);
  });

  it('refuses an unknown function and a nested call', async () => {
    expect(await problemsAt(withCondition('${environment.services.exec(environment.variables.days)}'))).toEqual([expect.stringMatching(/"exec" is not an allowed function/)]);
    expect(await problemsAt(withCondition('${environment.services.or(environment.services.gt(environment.variables.days,3),environment.variables.x)}'))).toEqual([expect.stringMatching(/nests calls/)]);
    expect(await problemsAt(withCondition('${environment.services.gt(this.constructor,3)}'))).toEqual([expect.stringMatching(/argument "this.constructor"/)]);
  });

  it('refuses a user task with no approver, or an approver rule it does not know', async () => {
    const none = vacation.replace(/ camunda:assignee="\$\{approver\.upperLeader\}"/, '');
    expect(await problemsAt(none)).toEqual([expect.stringMatching(/^upperLeaderApprove: the user task names no approver/)]);
    const unknown = vacation.replace('${approver.upperLeader}', '${approver.boss}');
    expect(await problemsAt(unknown)).toEqual(['upperLeaderApprove: unknown approver rule "boss"']);
    const badDue = vacation.replace(/camunda:dueDate="P2D"/, 'camunda:dueDate="two days"');
    expect(await problemsAt(badDue)).toEqual([expect.stringMatching(/dueDate "two days" is not an ISO 8601 duration/)]);
  });

  it('refuses a gateway whose flows have neither a default nor conditions', async () => {
    const xml = vacation.replace(/<bpmn:exclusiveGateway id="gw_upperLeaderApprove" default="Flow_\d+">/, '<bpmn:exclusiveGateway id="gw_upperLeaderApprove">');
    expect(await problemsAt(xml)).toEqual(expect.arrayContaining([expect.stringMatching(/^gw_upperLeaderApprove: no default flow and no condition on Flow_\d+/)]));
  });

  it('refuses an inclusive gateway', async () => {
    const xml = vacation.replace(/exclusiveGateway id="gw_upperLeaderApprove"/, 'inclusiveGateway id="gw_upperLeaderApprove"').replace(/<\/bpmn:exclusiveGateway>(\s*<bpmn:endEvent id="endAgree")/, '</bpmn:inclusiveGateway>$1');
    expect(await problemsAt(xml)).toEqual(expect.arrayContaining([expect.stringMatching(/^gw_upperLeaderApprove: inclusive gateways are not allowed/)]));
  });

  it('refuses a parallel join and an event-based gateway', async () => {
    const join = vacation.replace(/<bpmn:endEvent id="endAgree"([\s\S]*?)<\/bpmn:endEvent>/, '<bpmn:parallelGateway id="endAgree"$1</bpmn:parallelGateway>');
    expect(await problemsAt(join)).toEqual(expect.arrayContaining([expect.stringMatching(/^endAgree: parallel gateways are not allowed/)]));
    const events = vacation.replace(/<bpmn:exclusiveGateway id="gw_upperLeaderApprove"([\s\S]*?)<\/bpmn:exclusiveGateway>/, '<bpmn:eventBasedGateway id="gw_upperLeaderApprove"$1</bpmn:eventBasedGateway>');
    expect(await problemsAt(events)).toEqual(expect.arrayContaining([expect.stringMatching(/^gw_upperLeaderApprove: event-based gateways are not supported/)]));
  });

  it('refuses a flow left out of the diagram, an unnamed task, and a process that is not executable', async () => {
    expect(await problemsAt(vacation.replace(' name="上级领导审批"', ''))).toEqual(['upperLeaderApprove: Element is missing label/name (bpmnlint label-required)']);
    const undrawn = vacation.replace(/<bpmndi:BPMNEdge id="Flow_2_di"[\s\S]*?<\/bpmndi:BPMNEdge>/, '');
    expect(await problemsAt(undrawn)).toEqual([expect.stringMatching(/^Flow_2: .*\(bpmnlint no-bpmndi\)$/)]);
    expect(await problemsAt(vacation.replace('isExecutable="true"', 'isExecutable="false"'))).toEqual(['vacation: the process must be isExecutable="true"']);
  });

  it('refuses an unknown process id and an end without a result', async () => {
    // the diagram still points at the old id: reported too
    expect(await problemsAt(vacation.replace('<bpmn:process id="vacation"', '<bpmn:process id="holiday"'))).toEqual([
      'Plane_vacation: XML: unresolved reference <vacation>',
      expect.stringMatching(/^holiday: process id "holiday" is not a known flow type/),
    ]);
    const noResult = vacation.replace('<camunda:property name="result" value="disagree" />', '');
    expect(await problemsAt(noResult)).toEqual(['endDisagree: an end event declares camunda:property result = agree or disagree']);
  });

  it('refuses what is not BPMN', async () => {
    expect(await problemsAt('<html/>')).toEqual([expect.stringMatching(/^-: /)]);
  });
});
