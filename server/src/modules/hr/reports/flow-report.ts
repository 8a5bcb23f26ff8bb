import type { ResourceDef } from '../../../core/resource/define-resource';
import type { FieldDecl, Label } from '../../../core/resource/resource.types';
import type { FlowEntity } from '../../../workflow/flow-entity';
import { L } from '../../../core/resource/label';

// A report over the approved requests of one flow (status finished, result agree), counted per month or
// quarter and per department. The definition names properties of the entity; FlowReportService turns
// it into SQL and flowReportResource into the declaration the web draws the screen from.
export interface FlowReportDef {
  name: string; // the resource name the web calls (getList, export)
  label: Label;
  menu: string; // the screen key: reading needs it, export needs <menu>:export
  entity: new () => FlowEntity;
  date: string; // the property (date or timestamptz) whose month or quarter a request counts in
  measures: Record<string, { property: string; label: Label }>; // summed per row: days, hours
  // more filters on properties of the entity (leave type), as a list declares them
  filters?: Record<string, FieldDecl>;
  // one measure split by a dictionary column, as text ("Annual leave 3, Sick leave 1"): the values
  // are the dictionary's, which change at run time, so they cannot be declared as columns
  split?: { name: string; by: string; dict: string; measure: string; label: Label };
}

// Body fields read by the report itself rather than as a filter on a column.
export const PERIOD = 'period';
export const DATE_RANGE = 'dateRange';

export function flowReportResource(def: FlowReportDef): ResourceDef {
  const column = (type: FieldDecl['type'], label: Label): FieldDecl => ({ type, label, readOnly: true, sortable: false });
  const filterOnly = (f: FieldDecl): FieldDecl => ({ ...f, required: false, readOnly: true, inList: false, inForm: false });
  return {
    name: def.name,
    label: def.label,
    menu: def.menu,
    // the department rights of the role, as the management lists apply them
    scope: { dept: 'deptId' },
    audit: false,
    fields: {
      // 'month' (default) or 'quarter'; the search form sends the reportPeriod values 1 and 2
      [PERIOD]: filterOnly({ type: 'dict', dict: 'reportPeriod', label: L('统计方式', 'Group by'), filter: 'eq' }),
      // default: the current year in the company's time zone
      [DATE_RANGE]: filterOnly({ type: 'date', label: L('日期范围', 'Dates'), filter: 'range' }),
      periodLabel: column('string', L('统计期间', 'Period')),
      deptId: { ...column('ref', L('部门', 'Department')), ref: 'SysDept', refLabel: 'name', filter: 'eq' },
      requests: column('int', L('申请数', 'Requests')),
      people: column('int', L('人数', 'People')),
      ...Object.fromEntries(Object.entries(def.measures).map(([name, m]) => [name, column('number', m.label)])),
      ...(def.split ? { [def.split.name]: column('string', def.split.label) } : {}),
      ...Object.fromEntries(Object.entries(def.filters ?? {}).map(([name, f]) => [name, filterOnly(f)])),
    },
  };
}
