import { extendResource } from '../../core/resource/define-resource';
import { HrStaffRecord } from './entities/hr-staff-record.entity';
import { L } from '../../core/resource/label';

// The staff screen shows and edits a person's HR record beside their account; the HR module keeps it.
export const staffRecordFields = extendResource({
  resource: 'sysUser',
  entity: HrStaffRecord,
  key: 'userId',
  after: 'status',
  fields: {
    leaveStatus: { type: 'string', label: L('请假状态', 'Leave status'), readOnly: true, inForm: false },
    vacationDays: { type: 'number', label: L('年假天数', 'Annual leave days'), min: 0, max: 365, defaultValue: 0 },
    vacationSurplus: { type: 'number', label: L('剩余假期', 'Leave remaining'), readOnly: true },
    overtimeHours: { type: 'number', label: L('加班时长', 'Overtime hours'), readOnly: true },
    socialInsuranceGrade: { type: 'string', label: L('社保档次', 'Social insurance grade'), max: 16 },
    contractExpiry: { type: 'date', label: L('合同到期', 'Contract expiry'), filter: 'range' },
    probationExpiry: { type: 'date', label: L('试用期到期', 'Probation end') },
  },
});
