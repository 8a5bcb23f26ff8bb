import dayjs from 'dayjs';
import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../../../core/auth/current-user';
import { CrudService } from '../../../core/resource/crud.service';
import type { OpContext } from '../../../core/resource/op-context';
import type { Row } from '../../../core/resource/row';
import { APPROVAL_RESULT } from '../../../workflow/workflow.states';
import { FlowService } from '../../../workflow/flows/flow.service';
import { firstOpenTask } from '../../../workflow/workflow.api';
import { DispatchMessage } from '../../dispatch/dispatch.messages';
import { DeclarationService } from '../declarations/declaration.service';
import { boatInsuranceApplyResource } from '../insurance.resources';
import { DECLARE_TYPE } from '../insurance.states';
import { coverStart, demoTerms, type Covered } from './demo-covers';
import type { DemoSeafarer } from './demo-crew';
import type { ParamsBook } from './demo-params';

export interface DemoStaff {
  maker: CurrentUser; // liuyang, the crew manager who declares
  approver: CurrentUser; // zhangwei, his department's leader: the manager review
  manager: CurrentUser; // sunli, the insurance manager: the second step above the flow's threshold
}

const REJECTION = '社保基数低于该船员合同工资对应的档次，请核实后重新申报';

// The declarations in each of the other states, made through the declarations' own service and the
// workflow (their checks, transitions and approval history are the real ones): drafts for seafarers about
// to join, two waiting in zhangwei's to-do list and one he rejected (the three seafarers on board without
// a cover the gaps warning lists), one revoked, one set to no pay, one cancelled with its dispatch order,
// and the covers of seafarers who came home stopped, one of them continued.
export class DemoDeclarations {
  made = 0;
  // the seafarers declared here
  readonly seafarers = new Set<number>();

  constructor(
    private readonly m: EntityManager,
    private readonly staff: DemoStaff,
    private readonly crud: CrudService,
    private readonly flows: FlowService,
    private readonly declarations: DeclarationService,
    private readonly book: ParamsBook,
    private readonly firstDay: string,
    private readonly lastDay: string,
  ) {}

  // gaps: on board, left without cover (their declarations in review or rejected); ashore: about to join;
  // stops: came home lately, with the cover to stop
  async make(gaps: DemoSeafarer[], ashore: DemoSeafarer[], stops: Array<DemoSeafarer & Covered>, today: string): Promise<void> {
    const soon = (n: number) => {
      const d = dayjs(today).add(n, 'day').format('YYYY-MM-DD');
      return d > this.lastDay ? this.lastDay : d;
    };
    const [review1, review2, rejected] = gaps;
    for (const s of [review1, review2]) if (s) await this.declare(s, coverStart(s.signedOn, this.firstDay), '新上船船员，按合同工资档次申报', true);
    if (rejected) {
      const id = await this.declare(rejected, coverStart(rejected.signedOn, this.firstDay), '随派遣计划上船', true);
      if (id) await this.decide(id, [this.staff.approver], APPROVAL_RESULT.Disagree, REJECTION);
    }
    const [d1, d2, d3, d4, revoked, noPay, cancelled] = ashore;
    for (const [i, s] of [d1, d2, d3, d4].entries()) if (s) await this.declare(s, soon(10 + i * 4), '待船员上船前提交审批', false);
    if (revoked) {
      const id = await this.declare(revoked, soon(14), '船东推迟换班，先撤回', true);
      if (id) await this.flows.withdraw(this.ctx(this.staff.maker), await this.crud.load(this.ctx(this.staff.maker), id));
    }
    if (noPay) {
      const id = await this.declare(noPay, soon(12), '船员在户籍地灵活就业参保，本人申请不由公司缴纳', false);
      if (id) await this.declarations.noPay(this.ctx(this.staff.maker), id);
    }
    if (cancelled) {
      const id = await this.declare(cancelled, soon(16), '随派遣计划上船', true);
      if (id) await this.declarations.closeByOrder(this.ctx(this.staff.maker), [id], { key: DispatchMessage.orderWasCancelled });
    }
    // came home: each cover stopped on his last day on board; the first keeps paying from the next month
    for (const [i, s] of stops.entries()) {
      const [stop] = await this.declarations.stop(this.ctx(this.staff.maker), s.applyId, s.endedOn!, true);
      await this.decide(stop.id as number, [this.staff.approver], APPROVAL_RESULT.Agree, '船员已下船，同意停缴');
      this.made++;
      this.seafarers.add(s.userId);
      if (i !== 0) continue;
      const from = dayjs(s.endedOn).add(1, 'month').startOf('month').format('YYYY-MM-DD');
      const [again] = await this.declarations.continueStopped(this.ctx(this.staff.maker), s.applyId, from > this.lastDay ? this.lastDay : from);
      await this.decide(again.id as number, [this.staff.approver, this.staff.manager], APPROVAL_RESULT.Agree, '船员休假期间本人申请续缴，同意');
      this.made++;
    }
  }

  private ctx(user: CurrentUser): OpContext {
    return { user, lang: 'zh', manager: this.m, resource: boatInsuranceApplyResource, operation: 'insert', body: {}, files: [] };
  }

  // a pay declaration on the terms the demo gives the seafarer, through the resource's insert (and submit)
  private async declare(s: DemoSeafarer, startDate: string, remarks: string, submit: boolean): Promise<number | null> {
    const t = demoTerms(this.book, s, startDate);
    if (!t) return null;
    const body: Row = {
      userId: s.userId,
      declareType: DECLARE_TYPE.Pay,
      startDate,
      baseId: t.baseId,
      insuranceBase: t.insuranceBase,
      fundBase: t.fundBase,
      assumeType: t.assumeType,
      isSocialCard: t.isSocialCard,
      remarks,
    };
    const [made] = await this.declarations.declare({ ...this.ctx(this.staff.maker), body }, body, submit);
    this.made++;
    this.seafarers.add(s.userId);
    return made.id as number;
  }

  // each open step of its flow answered in turn by the actors given (the review, then the insurance manager)
  private async decide(id: number, actors: CurrentUser[], result: '1' | '2', comment: string): Promise<void> {
    const { instanceId } = await this.crud.load<Row>(this.ctx(this.staff.maker), id);
    for (const actor of actors) {
      const task = instanceId ? await firstOpenTask(this.m, instanceId) : null;
      if (!task) return;
      await this.flows.complete(this.m, actor, task, result, comment);
    }
  }
}
