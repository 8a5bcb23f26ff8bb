import { Index, ViewColumn, ViewEntity } from 'typeorm';
import { BoatWork } from './boat-work.entity';

// The crew module's sea service as other modules' reports read it (issue 20 §2: a table is read only by
// its owner; a report joining across modules reads a view the owner declares). One row per stint, with
// the seafarer's name and the day the stint ended, however it ended (sign-off, promotion, ship change).
// The planner inlines the view, so the indexes of boat_work serve queries on it. Migration CreateCrewViews.
@ViewEntity({
  name: 'crew_stint',
  expression: `SELECT w.id, w.user_id, u.name AS seafarer_name, w.ship_id, w.shipowner_id, w.duty, w.state, w.onboat_date, w.plan_leaveboat_date, w.leaveboat_date, w.leaveboat_reason, w.leave_reason, COALESCE(w.leaveboat_date, w.promote_date, w.changeboat_date) AS ended_on FROM boat_work w LEFT JOIN boat_user_info u ON u.id = w.user_id`,
})
export class CrewStint {
  @ViewColumn()
  id: number;

  @ViewColumn()
  userId: number;

  @ViewColumn()
  seafarerName: string | null;

  @ViewColumn()
  shipId: number | null;

  @ViewColumn()
  shipownerId: number | null;

  @ViewColumn()
  duty: string;

  // 1: on board now (the open stint)
  @ViewColumn()
  state: string;

  @ViewColumn()
  onboatDate: string;

  @ViewColumn()
  planLeaveboatDate: string | null;

  @ViewColumn()
  leaveboatDate: string | null;

  @ViewColumn()
  leaveboatReason: string | null;

  @ViewColumn()
  leaveReason: string | null;

  // null while on board
  @ViewColumn()
  endedOn: string | null;
}

// The indexes on boat_work that reports through this view read (migration CreateCrewViews), declared on
// the table's entity so the schema check keeps them; TypeORM cannot declare INCLUDE, a descending key or
// an expression. Here rather than in boat-work.entity.ts while that file is being rewritten (issue 20 §4).
// - boat_work_abnormal: the abnormal sign-offs, newest first, counted from the index alone
// - boat_work_ended: stints by the day they ended (open ones last), carrying what a head count at a
//   period's end groups by, so it is read from the index alone
for (const name of ['boat_work_abnormal', 'boat_work_ended']) Index(name, { synchronize: false })(BoatWork);
