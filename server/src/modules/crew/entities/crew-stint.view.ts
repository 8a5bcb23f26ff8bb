import { ViewColumn, ViewEntity } from 'typeorm';

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
