import { ViewColumn, ViewEntity } from 'typeorm';

// The crew module's seafarers as other modules' reports join them (issue 20 §2): who they are and the
// department that manages them. Migration CreateCrewViews.
@ViewEntity({
  name: 'crew_seafarer',
  expression: `SELECT u.id, u.name, u.dept_id FROM boat_user_info u`,
})
export class CrewSeafarer {
  @ViewColumn()
  id: number;

  @ViewColumn()
  name: string;

  // the managing department (own jurisdiction)
  @ViewColumn()
  deptId: number | null;
}
