import { defineMenus } from '../../core/access/menu-declarations';
import { CANCEL, CLOSE, directory, FINISH, READ_EXPORT, REPORT, screen, SUBMIT } from '../../core/access/menu-dsl';

// Dispatch (SPEC §2), and the head-count reports the dispatch module serves in the Finance directory.
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('dispatch', {
  directories: [
    directory(3, 'dispatch', '派遣管理', 'Dispatch', 'SendOutlined'),
  ],
  screens: [
    screen(3010, 'boatDispatchPlan', '派遣计划', 'Dispatch plans'),
    screen(3020, 'boatDispatchPlanView', '派遣计划详情', 'Dispatch plan', {
      path: 'boatDispatchPlanView/:id/:shipownerId/:shipownername',
      hidden: true,
      extra: [CANCEL, CLOSE, FINISH],
    }),
    screen(3030, 'boatScatteredSendPlan', '零星派遣计划', 'Scattered dispatch plans'),
    screen(3040, 'boatScatteredSendPlanView', '零星派遣计划详情', 'Scattered dispatch plan', {
      path: 'boatScatteredSendPlanView/:id/:shipownerId/:shipownername/:type',
      hidden: true,
      extra: [CANCEL, CLOSE, FINISH],
    }),
    screen(3050, 'boatNestingPlan', '整船派遣计划', 'Nesting (full-crew) plans'),
    screen(3060, 'boatNestingPlanView', '整船派遣计划详情', 'Nesting (full-crew) plan', {
      path: 'boatNestingPlanView/:id/:shipownerId/:shipownername/:shipId/:shipname/:type',
      hidden: true,
      extra: [CANCEL, CLOSE, FINISH],
    }),
    screen(3070, 'boatDispatchManage', '派遣单管理', 'Dispatch orders', { extra: [CANCEL, CLOSE, FINISH] }),
    screen(3080, 'boatDispatchReportForms', '派遣报表', 'Dispatch report', REPORT),
    screen(3090, 'boatAbnormalDisembarkationReport', '异常下船报表', 'Abnormal sign-off report', REPORT),
    // beyond SPEC §2: the certificates each rank needs on each ship type, the seafarers due for relief,
    // and the manning templates plans start from
    screen(3100, 'dispatchCompliance', '资质矩阵', 'Compliance matrix', { grantWith: 'boatDispatchPlan' }),
    screen(3110, 'reliefForecast', '接班预测', 'Relief forecast', { ...READ_EXPORT, grantWith: 'boatDispatchPlan' }),
    screen(3120, 'boatPlanDispatchTemp', '配员模板', 'Manning templates', { extra: [SUBMIT], grantWith: 'boatDispatchPlan' }),
    screen(10060, 'dispatchPersonTime', '派遣人次统计', 'Dispatch head count', REPORT),
    screen(10070, 'sameTermDispatchPersonTime', '同期派遣人次对比', 'Dispatch head count, year on year', REPORT),
    screen(10080, 'onBoatReport', '在船统计报表', 'On-board report', REPORT),
    screen(10090, 'dispatchPersonTimeListByDept', '部门派遣人次统计', 'Dispatch head count by department', REPORT),
  ],
});
