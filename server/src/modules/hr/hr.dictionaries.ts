import { defineDictionaries, extendDictionary } from '../../core/dictionary/dictionary-declarations';
import { dict, numbered } from '../../core/dictionary/dict-dsl';

// Staff and HR: leave, travel, pay grades, courses, staff expenses and holidays.
// Ids and item values never change once shipped (records store the values); a new dictionary takes the
// next free id (core/dictionary/dict-dsl.ts), a new item is appended.
export const HR_DICTIONARIES = defineDictionaries('hr', [
  dict(353, 'leaveType', '请假类型', 'Leave type', numbered([
    ['年假', 'Annual leave'],
    ['病假', 'Sick leave'],
    ['事假', 'Personal leave'],
    ['婚假', 'Marriage leave'],
    ['产假', 'Maternity leave'],
    ['丧假', 'Bereavement leave'],
    ['陪产假', 'Paternity leave'],
    ['调休', 'Time off in lieu'],
  ])),
  dict(354, 'salaryLevel', '薪级', 'Salary level', ['一', '二', '三', '四', '五', '六', '七'].map((z, i): [string, string, string] => [String(i + 1), `${z}级`, `Level ${i + 1}`])),
  dict(355, 'transportMode', '出行方式', 'Means of travel', numbered([
    ['飞机', 'Air'],
    ['火车', 'Train'],
    ['长途汽车', 'Coach'],
    ['自驾', 'Own car'],
    ['轮船', 'Ferry'],
  ])),
  dict(356, 'courseType', '课程类型', 'Course type', numbered([
    ['内部培训', 'In-house training'],
    ['外部培训', 'External training'],
    ['在线课程', 'Online course'],
  ])),
  dict(373, 'staffExpenseType', '员工费用类型', 'Staff expense type', numbered([
    ['交通费', 'Transport'],
    ['住宿费', 'Accommodation'],
    ['餐费', 'Meals'],
    ['办公费', 'Office'],
    ['通讯费', 'Telephone'],
    ['招待费', 'Entertainment'],
    ['培训费', 'Training'],
    ['其他', 'Other'],
  ])),
  dict(374, 'holidayType', '节假日类型', 'Holiday type', numbered([
    ['法定节假日', 'Public holiday'],
    ['调休上班', 'Weekend working day'],
  ])),
]);

// Its approval flows' types, in the workflow's flowType (one per process it ships: processes/<type>.bpmn).
// Places are fixed once shipped, as values are; a new flow type takes the place after the last one taken
// (a place taken twice is refused at start, naming both modules).
extendDictionary('hr', 'flowType', 0, [
  ['vacation', '请假', 'Leave'],
  ['overtime', '加班', 'Overtime'],
  ['travel', '出差', 'Business travel'],
  ['resignation', '离职', 'Resignation'],
  ['transfer', '调动', 'Transfer'],
  ['officeSupplies', '办公用品', 'Office supplies'],
  ['staffExpense', '员工报销', 'Staff expense claim'],
]);
