import { named } from '../../../core/dictionary/dict-dsl';

// The car dictionaries whose items the code tests for, each item named: bookings.dictionaries.ts takes
// their items from here, and TS and SQL the typed constants (`CAR_STATUS.ToReview === '3'`). Pure: the
// web imports these constants too. Values never change once shipped (test/unit/shipped-ids.spec.ts).

// why the car is needed (carReasonType 341)
export const carReasonType = named({
  CrewTransfer: ['1', '接送船员', 'Crew transfer'],
  AirportTransfer: ['2', '接送机', 'Airport transfer'],
  Medical: ['3', '陪同体检', 'Medical examination'],
  Certificates: ['4', '办理证件', 'Certificate errands'],
  Business: ['5', '公务外出', 'Business errand'],
  Other: ['6', '其他', 'Other'],
});

// what kind of vehicle (carType 342): the company's own, one hired with its driver, or a taxi
export const carType = named({
  CompanyCar: ['1', '公司车辆', 'Company car'],
  Hired: ['2', '租用车辆', 'Hired car'],
  Taxi: ['3', '出租车', 'Taxi'],
});

// A request's state (carStatus 343, SPEC §4), moved only through requests/car-transitions.ts. A rejected
// request reads "not submitted or rejected" as SPEC names it (its flow result tells which); Cancelled
// (appended by issue 23) is a trip called off before it was used: by the admin office or with the dispatch
// order it was made for.
export const carStatus = named({
  NotSubmitted: ['1', '未提交/驳回', 'Not submitted or rejected'],
  UnderReview: ['2', '审核中', 'Under review'],
  ToReview: ['3', '待复核', 'To review'],
  Reviewed: ['4', '已审核', 'Reviewed'],
  NotClosed: ['5', '未关闭', 'Not closed'],
  Completed: ['6', '已完成', 'Completed'],
  Cancelled: ['7', '已取消', 'Cancelled'],
});

export const CAR_REASON = carReasonType.values;
export const CAR_TYPE = carType.values;
export const CAR_STATUS = carStatus.values;
export type CarStatus = (typeof CAR_STATUS)[keyof typeof CAR_STATUS];

// The states in which a request holds its car and driver for its times: in approval, approved and not yet
// completed (SPEC §3: a car or a driver is never booked twice for overlapping times).
export const HOLDING: CarStatus[] = [CAR_STATUS.UnderReview, CAR_STATUS.ToReview, CAR_STATUS.Reviewed, CAR_STATUS.NotClosed];
// the car is arranged for the trip: what a crew change needs of it (the dispatch plan's "ready")
export const ARRANGED: CarStatus[] = [CAR_STATUS.Reviewed, CAR_STATUS.NotClosed, CAR_STATUS.Completed];
