import { defineResource, readOnlyView, type ResourceDef, type RowsOf } from '../../../core/resource/define-resource';
import { L } from '../../../core/resource/label';
import { defineFlowResource } from '../../../workflow/flow-entity';
import { flowManageView, SUBMITTED } from '../../../workflow/flow-manage-view';
import { BoatCar } from './entities/boat-car.entity';
import { BoatCarDriver } from './entities/boat-car-driver.entity';
import { BoatUseCarPassenger } from './entities/boat-use-car-passenger.entity';
import { BoatUseCar } from './entities/boat-use-car.entity';

// A car request is the office's, not one seafarer's: seen by the department rights of the reader's role
// (the applicant's department, or their own requests), on every list and export.
const BY_DEPARTMENT = { dept: 'deptId', creator: 'createdBy' };
const PASSENGERS = { resource: 'boatUseCarPassenger', field: 'useCarId', label: L('乘车人', 'Passengers') };

// the company's cars, kept by the admin office on its car screen; requests pick them (plate, model, seats)
// without that screen's right
export const boatCarResource = defineResource({
  name: 'boatCar',
  label: L('公司车辆', 'Company car'),
  entity: BoatCar,
  menu: 'boatUseCar',
  keyword: ['plateNo', 'model'],
  pick: ['id', 'plateNo', 'model', 'seats'],
  defaultSort: 'plateNo',
});

export const boatCarDriverResource = defineResource({
  name: 'boatCarDriver',
  label: L('司机', 'Driver'),
  entity: BoatCarDriver,
  menu: 'boatUseCar',
  keyword: ['name', 'phone'],
  pick: ['id', 'name', 'enName', 'phone'],
  defaultSort: 'name',
});

// boatUseCarApplyFor: car requests, approved through processes/car-use.bpmn (SPEC §7 BoatUserCarFlow)
export const boatUseCarResource = defineFlowResource({
  name: 'boatUseCar',
  label: L('用车申请', 'Car request'),
  entity: BoatUseCar,
  menu: 'boatUseCarApplyFor',
  processId: 'car',
  flow: { submitPerm: 'boatUseCarApplyFor:submit', operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  answersAs: { BoatUserCarFlow: ['getInfoById', 'getInfoByInstanceId'] },
  scope: BY_DEPARTMENT,
  keyword: ['code', 'startPlace', 'endPlace', 'remarks'],
  defaultSort: '-id',
  // a trip of a week at most: longer is a hire, not a request
  dateOrder: [['gmtStart', 'gmtEnd', 'lt', 7]],
  related: [{ ...PASSENGERS, inAdd: 1 }],
});

// boatUseCar: the trips the admin office arranges, reviews (复核) and closes with the km driven, from the
// moment they are submitted (drafts stay with their applicants; rejected ones stay listed)
export const boatUseCarDetailResource = readOnlyView(
  { ...boatUseCarResource, editWhen: undefined, related: [PASSENGERS] },
  {
    name: 'boatUseCarDetail',
    label: L('用车管理', 'Car trips'),
    menu: 'boatUseCar',
    scope: BY_DEPARTMENT,
    where: SUBMITTED,
    flow: { view: true, of: 'boatUseCar' },
    defaultSort: '-gmtStart',
  },
);

// boatUserCarApproveManage: the requests that went to approval, with their trips
export const carApproveManageView: ResourceDef = flowManageView(boatUseCarResource, { name: 'carApproveManage', menu: 'boatUserCarApproveManage', label: L('用车审批', 'Car request approvals'), scope: BY_DEPARTMENT });

// a request's passengers: seen and changed with it (its department rights), changed while it is a draft
export const boatUseCarPassengerResource = defineResource({
  name: 'boatUseCarPassenger',
  label: L('乘车人', 'Passenger'),
  entity: BoatUseCarPassenger,
  menu: 'boatUseCarApplyFor',
  operations: ['getList', 'getById', 'insert', 'update', 'delete'],
  // the admin office reads them from its trips; the request's own scope decides which
  access: { getList: null, getById: null },
  scope: { via: { field: 'useCarId', resource: 'boatUseCar' } },
  keyword: ['name'],
  defaultSort: 'id',
});

export const CARS_RESOURCES = [
  boatCarResource,
  boatCarDriverResource,
  boatUseCarResource,
  boatUseCarDetailResource,
  carApproveManageView,
  boatUseCarPassengerResource,
] as const;

declare module '../../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<typeof CARS_RESOURCES> {}
}
