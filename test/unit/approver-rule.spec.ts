import { ApproverRuleError, parseApproverRule } from '../../server/src/workflow/approvers/approver-rule';

// What parsing throws, or 'parsed'.
const errorOf = (assignee?: string | null, groups?: string | null): string => {
  try {
    parseApproverRule(assignee, groups);
    return 'parsed';
  } catch (e) {
    if (!(e instanceof ApproverRuleError)) throw e;
    return e.message;
  }
};

describe('parseApproverRule', () => {
  it.each(['deptLeader', 'upperLeader', 'companyLeader', 'config', 'starter'])('reads ${approver.%s}', (kind) => {
    expect(parseApproverRule(`\${approver.${kind}}`)).toEqual({ kind });
  });

  it('reads a named account, dots and dashes included', () => {
    expect(parseApproverRule('${approver.user.zhangwei}')).toEqual({ kind: 'user', username: 'zhangwei' });
    expect(parseApproverRule('${approver.user.li.na-2}')).toEqual({ kind: 'user', username: 'li.na-2' });
  });

  it('trims what Camunda Modeler leaves around the expression', () => {
    expect(parseApproverRule('  ${approver.deptLeader}\n')).toEqual({ kind: 'deptLeader' });
  });

  it('reads candidate groups as role names, trimmed, empty entries dropped', () => {
    expect(parseApproverRule(undefined, '财务专员,人事经理')).toEqual({ kind: 'roles', roles: ['财务专员', '人事经理'] });
    expect(parseApproverRule(null, ' 财务专员 , ,人事经理, ')).toEqual({ kind: 'roles', roles: ['财务专员', '人事经理'] });
    expect(parseApproverRule('', '财务专员')).toEqual({ kind: 'roles', roles: ['财务专员'] });
    expect(parseApproverRule('  ', '财务专员')).toEqual({ kind: 'roles', roles: ['财务专员'] });
  });

  it('refuses a task with both an assignee and candidate groups', () => {
    expect(errorOf('${approver.deptLeader}', '财务专员')).toMatch(/not both/);
  });

  it('refuses a task that names no approver', () => {
    for (const [a, g] of [[undefined, undefined], [null, null], ['', ''], ['  ', '  ']] as const) {
      expect(errorOf(a, g)).toMatch(/names no approver/);
    }
  });

  it('refuses candidate groups that list no role', () => {
    expect(errorOf(undefined, ' , ,')).toMatch(/lists no role/);
  });

  it('refuses a user rule without an account', () => {
    expect(errorOf('${approver.user}')).toMatch(/needs an account/);
  });

  it('refuses unknown rules and rules with a tail', () => {
    for (const bad of ['${approver.boss}', '${approver.DeptLeader}', '${approver.deptLeader.x}', '${approver.starter.zhangwei}', '${approver.constructor}', '${approver.toString}']) {
      expect([bad, errorOf(bad)]).toEqual([bad, expect.stringMatching(/unknown approver rule/)]);
    }
  });

  it('refuses what is not an approver expression', () => {
    for (const bad of [
      'zhangwei', // a bare account: Camunda's own syntax, which the server does not resolve
      '${deptLeader}',
      '#{approver.deptLeader}',
      '${approver.deptLeader',
      '${ approver.deptLeader }',
      '${approver.}',
      '${approver.user.}',
      '${approver.user.a b}',
      '${approver.deptLeader}${approver.starter}',
      'x${approver.deptLeader}',
      '${approver.user.zhang;drop}',
    ]) {
      expect([bad, errorOf(bad)]).toEqual([bad, expect.stringMatching(/is not one of/)]);
    }
  });
});
