import { Index, ViewColumn, ViewEntity } from 'typeorm';
import { BoatUserInfo } from './boat-user-info.entity';

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

// The index the crew information report groups from (migration CreateCrewViews): by shipowner, carrying
// the columns it counts, filters and scopes by. Declared on the table's entity so the schema check keeps
// it, here while boat-user-info.entity.ts is being rewritten (issue 20 §4); TypeORM cannot declare INCLUDE.
Index('boat_user_info_by_shipowner', { synchronize: false })(BoatUserInfo);
