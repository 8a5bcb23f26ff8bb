import { defineMenus } from '../../core/access/menu-declarations';
import { APPROVE, button, directory, PAY, READ_EXPORT, REJECT, REPORT, screen, SUBMIT } from '../../core/access/menu-dsl';

// Insurance and social security (SPEC §2 Insurance, and the insurance approvals of Approvals).
// Ids follow menu-dsl.ts and never change once shipped (roles store them): a new screen takes the next free
// id of its directory.
defineMenus('insurance', {
  directories: [
    directory(5, 'insurance', '保险社保', 'Insurance & social security', 'InsuranceOutlined'),
  ],
  screens: [
    screen(5010, 'boatInsurancePayStop', '停缴管理', 'Stopped payments', { extra: [button('continue', '续缴', 'Continue paying')] }),
    screen(5020, 'socialSecurityParams', '社保参数', 'Social security parameters'),
    screen(5030, 'boatInsurancePay', '社保缴纳', 'Insurance payments', {
      extra: [PAY, button('cancelPay', '取消缴纳', 'Cancel payment'), button('confirmPay', '确认缴纳', 'Confirm payment'), button('seal', '封存', 'Seal')],
    }),
    screen(5040, 'boatInsuranceBusinessM', '商业保险', 'Commercial insurance', { extra: [button('stop', '停保', 'Stop cover')] }),
    screen(5050, 'boatInsuranceDisabilities', '伤残管理', 'Disability'),
    screen(5060, 'boatReportZaiJiao', '在缴人员报表', 'Currently insured report', REPORT),
    screen(5070, 'boatInShipListReport', '在船人员报表', 'On-board crew report', REPORT),
    screen(5080, 'boatApplyInstruance', '保险申报', 'Insurance declarations', {
      extra: [SUBMIT, APPROVE, REJECT, button('stop', '停缴', 'Stop paying'), button('noPay', '不缴纳', 'No payment')],
    }),
    // issue 22 §4: who is on board without cover or insured twice (the insurance home panel links here)
    screen(5090, 'insuranceGaps', '参保缺口与重复', 'Gaps and doubles', { ...READ_EXPORT, grantWith: 'boatInsurancePay' }),
    screen(7010, 'boatApproveManage', '保险审批', 'Insurance approvals', { standard: ['export'], extra: [APPROVE, REJECT] }),
  ],
});
