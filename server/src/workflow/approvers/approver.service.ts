import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { returning } from '../../core/database/sql';
import type { Row } from '../../core/resource/row';
import type { ApproverContext, ApproverRule, ResolvedApprover } from './approver-rule';
import { sqlText } from '../../core/database/sql-literal';
import { USER_STATUS } from '../../core/auth/user-status';

// Turns an approver rule of a BPMN user task into people, from department leaders, the approver
// configuration and roles, then hands each person's task to their agent while one is in force.
@Injectable()
export class ApproverService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async resolve(m: EntityManager, rule: ApproverRule, ctx: ApproverContext): Promise<ResolvedApprover[]> {
    const people = await this.people(m, rule, ctx);
    // a role's task is offered to the role: whoever holds it may act, nobody acts "for" anyone
    if (rule.kind === 'roles') return people.map((userId) => ({ userId, onBehalfOf: null }));
    return this.withAgents(m, people, ctx);
  }

  private async people(m: EntityManager, rule: ApproverRule, ctx: ApproverContext): Promise<number[]> {
    switch (rule.kind) {
      case 'starter':
        return (await this.active(m, [ctx.starterId])).slice(0, 1);
      case 'user': {
        const rows = await m.query(`SELECT id FROM sys_user WHERE username = $1 AND status = ${sqlText(USER_STATUS.Active)}`, [rule.username]);
        return rows.map((r: Row) => r.id);
      }
      case 'roles': {
        const rows = await m.query(
          `SELECT DISTINCT ur.user_id AS id FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
             JOIN sys_user u ON u.id = ur.user_id AND u.status = ${sqlText(USER_STATUS.Active)} WHERE r.name = ANY($1) ORDER BY 1`,
          [rule.roles],
        );
        return rows.map((r: Row) => r.id);
      }
      case 'config':
        return this.configured(m, ctx);
      default:
        return this.leaders(m, rule.kind, ctx);
    }
  }

  // Leaders up the starter's department tree. The starter never approves their own request: a leader's
  // request goes to the next level up. deptLeader starts at the starter's department, upperLeader one
  // level above, companyLeader at the nearest company; each takes the first level that has a leader,
  // heads before deputies.
  private async leaders(m: EntityManager, kind: 'deptLeader' | 'upperLeader' | 'companyLeader', ctx: ApproverContext): Promise<number[]> {
    if (ctx.deptId == null) return [];
    const rows: Row[] = await m.query(
      `WITH RECURSIVE up AS (
         SELECT id, parent_id, dept_type, 0 AS depth FROM sys_dept WHERE id = $1
         UNION ALL SELECT d.id, d.parent_id, d.dept_type, up.depth + 1 FROM sys_dept d JOIN up ON d.id = up.parent_id WHERE up.depth < 20)
       SELECT up.depth, up.dept_type AS "deptType", l.user_id AS "userId", l.leader_type AS "leaderType"
         FROM up LEFT JOIN sys_dept_leader l ON l.dept_id = up.id AND l.user_id <> $2
              AND EXISTS (SELECT 1 FROM sys_user u WHERE u.id = l.user_id AND u.status = ${sqlText(USER_STATUS.Active)})
        ORDER BY up.depth, l.leader_type, l.user_id`,
      [ctx.deptId, ctx.starterId],
    );
    const companyDepth = rows.find((r) => r.deptType === 'company')?.depth;
    const from = kind === 'deptLeader' ? 0 : kind === 'upperLeader' ? 1 : companyDepth;
    if (from === undefined) return [];
    const level = rows.filter((r) => r.depth >= from && r.userId != null);
    if (!level.length) return [];
    const first = level.filter((r) => r.depth === level[0].depth);
    const heads = first.filter((r) => r.leaderType === '1');
    return (heads.length ? heads : first).map((r) => r.userId);
  }

  // approvalUserManage: rows valid today for the flow type; an empty column matches anything, and only
  // the most specific rows (department, then step, then company) count.
  private async configured(m: EntityManager, ctx: ApproverContext): Promise<number[]> {
    const rows: Row[] = await m.query(
      `SELECT a.user_id AS "userId", (a.dept_id IS NOT NULL)::int * 4 + (a.step IS NOT NULL)::int * 2 + (a.company_id IS NOT NULL)::int AS rank
         FROM sys_approval_user a JOIN sys_user u ON u.id = a.user_id AND u.status = ${sqlText(USER_STATUS.Active)}
        WHERE a.flow_type = $1 AND (a.step IS NULL OR a.step = $2) AND (a.company_id IS NULL OR a.company_id = $3)
          AND (a.dept_id IS NULL OR a.dept_id = $4)
          AND (a.valid_from IS NULL OR a.valid_from <= ($5::timestamptz AT TIME ZONE $6)::date)
          AND (a.valid_to IS NULL OR a.valid_to >= ($5::timestamptz AT TIME ZONE $6)::date)
        ORDER BY rank DESC, a.user_id`,
      [ctx.flowType, ctx.step, ctx.companyId, ctx.deptId, ctx.at, this.config.timeZone],
    );
    return [...new Set(rows.filter((r) => r.rank === rows[0].rank).map((r) => r.userId as number))];
  }

  private async active(m: EntityManager, ids: number[]): Promise<number[]> {
    const rows = await m.query(`SELECT id FROM sys_user WHERE id = ANY($1) AND status = ${sqlText(USER_STATUS.Active)}`, [ids]);
    return rows.map((r: Row) => r.id);
  }

  // An agent in force at ctx.at for this flow type, company and department takes the person's place.
  async withAgents(m: EntityManager, people: number[], ctx: Pick<ApproverContext, 'flowType' | 'companyId' | 'deptId' | 'at'>): Promise<ResolvedApprover[]> {
    if (!people.length) return [];
    const rows: Row[] = await m.query(
      `SELECT DISTINCT ON (r.user_id) r.user_id AS "userId", r.agent_id AS "agentId"
         FROM activiti_approve_replace r JOIN sys_user a ON a.id = r.agent_id AND a.status = ${sqlText(USER_STATUS.Active)}
        WHERE r.user_id = ANY($1) AND r.start_time <= $2 AND r.end_time > $2
          AND (r.flow_type IS NULL OR r.flow_type = $3) AND (r.company_id IS NULL OR r.company_id = $4) AND (r.dept_id IS NULL OR r.dept_id = $5)
        ORDER BY r.user_id, (r.flow_type IS NOT NULL AND r.dept_id IS NOT NULL) DESC, r.id DESC`,
      [people, ctx.at, ctx.flowType, ctx.companyId, ctx.deptId],
    );
    const agentOf = new Map(rows.map((r) => [r.userId as number, r.agentId as number]));
    const out = new Map<number, ResolvedApprover>();
    for (const p of people) {
      const agent = agentOf.get(p);
      const r = agent ? { userId: agent, onBehalfOf: p } : { userId: p, onBehalfOf: null };
      if (!out.has(r.userId)) out.set(r.userId, r);
    }
    return [...out.values()];
  }

  // Open tasks follow agent periods: when a period begins, the away approver's open tasks move to the
  // agent; when it ends (or the agent row is removed), they move back. Answers how many tasks moved.
  async reassignForAgents(m: EntityManager): Promise<number> {
    const agentOf = (owner: string) => `(SELECT r.agent_id FROM activiti_approve_replace r JOIN sys_user a ON a.id = r.agent_id AND a.status = ${sqlText(USER_STATUS.Active)}
        WHERE r.user_id = ${owner} AND r.start_time <= $1 AND r.end_time > $1
          AND (r.flow_type IS NULL OR r.flow_type = t.flow_type)
          AND (r.company_id IS NULL OR r.company_id = i.company_id) AND (r.dept_id IS NULL OR r.dept_id = i.dept_id)
        ORDER BY (r.flow_type IS NOT NULL AND r.dept_id IS NOT NULL) DESC, r.id DESC LIMIT 1)`;
    const at = new Date();
    // Instances before tasks, as every workflow command locks them. SKIP LOCKED: an instance a command is
    // working on is left for the next sweep rather than waited for.
    const locked: string[] = (
      await m.query(
        `SELECT i.id FROM wf_instance i
          WHERE i.id IN (SELECT t.instance_id FROM wf_task t
                          WHERE t.status = 'open'
                            AND (t.on_behalf_of IS NOT NULL
                                 OR t.assignee_id IN (SELECT user_id FROM activiti_approve_replace WHERE start_time <= $1 AND end_time > $1)))
          FOR UPDATE OF i SKIP LOCKED`,
        [at],
      )
    ).map((r: { id: string }) => r.id);
    if (!locked.length) return 0;
    // tasks held for someone: to whichever agent is in force now, or back to them
    const back = await returning(
      m,
      `WITH x AS (SELECT t.id, t.on_behalf_of AS owner, ${agentOf('t.on_behalf_of')} AS agent
                    FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id
                   WHERE t.status = 'open' AND t.on_behalf_of IS NOT NULL AND i.id = ANY($2::uuid[]))
       UPDATE wf_task t SET assignee_id = COALESCE(x.agent, x.owner), on_behalf_of = CASE WHEN x.agent IS NULL THEN NULL ELSE x.owner END
         FROM x WHERE t.id = x.id AND t.assignee_id IS DISTINCT FROM COALESCE(x.agent, x.owner) RETURNING t.id`,
      [at, locked],
    );
    // tasks of someone whose agent period has begun
    const away = await returning(
      m,
      `WITH x AS (SELECT t.id, t.assignee_id AS owner, ${agentOf('t.assignee_id')} AS agent
                    FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id
                   WHERE t.status = 'open' AND t.on_behalf_of IS NULL AND i.id = ANY($2::uuid[])
                     AND t.assignee_id IN (SELECT user_id FROM activiti_approve_replace WHERE start_time <= $1 AND end_time > $1))
       UPDATE wf_task t SET assignee_id = x.agent, on_behalf_of = x.owner FROM x WHERE t.id = x.id AND x.agent IS NOT NULL RETURNING t.id`,
      [at, locked],
    );
    return back.length + away.length;
  }
}
