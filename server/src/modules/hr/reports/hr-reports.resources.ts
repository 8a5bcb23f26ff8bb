import { EmployOverTime } from '../entities/employ-over-time.entity';
import { EmployTravel } from '../entities/employ-travel.entity';
import { EmployVacation } from '../entities/employ-vacation.entity';
import { employTravelResource, employVacationResource } from '../hr.resources';
import { flowReport } from './flow-report';
import { L } from '../../../core/resource/label';

// The staff reports (SPEC "Staff reports"): approved requests per month or quarter and department.
// A new report is one more definition here.
export const HR_REPORTS = [
  flowReport({
    name: 'vacationReport',
    label: L('请假统计报表', 'Leave report'),
    menu: 'vacationReportTable',
    entity: EmployVacation,
    date: 'startDate',
    measures: { days: { property: 'days', label: L('请假天数', 'Days') } },
    filters: { vacationType: employVacationResource.fields.vacationType },
    split: { name: 'daysByType', by: 'vacationType', dict: 'leaveType', measure: 'days', label: L('各类型天数', 'Days by leave type') },
  }),
  flowReport({
    name: 'overtimeReport',
    label: L('加班统计报表', 'Overtime report'),
    menu: 'overtimeReportTable',
    entity: EmployOverTime,
    date: 'beginAt',
    zoned: true,
    measures: { hours: { property: 'hours', label: L('加班时长（小时）', 'Hours') } },
  }),
  flowReport({
    name: 'businessTravelReport',
    label: L('出差统计报表', 'Business travel report'),
    menu: 'businessTravelReportTable',
    entity: EmployTravel,
    date: 'startDate',
    measures: { days: { property: 'days', label: L('出差天数', 'Days') } },
    filters: { transportMode: employTravelResource.fields.transportMode },
  }),
];

export const HR_REPORT_RESOURCES = HR_REPORTS.map((r) => r.resource);
