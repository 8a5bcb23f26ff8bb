import dayjs from 'dayjs';
import type { EntityManager } from 'typeorm';
import { sqlText } from '../../../core/database/sql-literal';
import { CrewSql } from '../../crew/crew.api';
import { BOARD_STATE } from '../../crew/crew.states';

// The seafarers the insurance demo insures, read through crew's relations after the crew and dispatch
// demo data made them: who is on board and since when, who came home lately, who is at home.

export interface DemoSeafarer {
  userId: number;
  duty: string;
  signedOn: string; // the day he signed on (for the stint he came home from, for those at home)
  endedOn?: string; // the day he came home
}

export interface DemoCrew {
  onBoard: DemoSeafarer[]; // the latest to sign on first
  cameHome: DemoSeafarer[]; // home within the last weeks, his cover to be stopped
  ashore: DemoSeafarer[]; // home a month or more, about to join again
}

interface Latest extends DemoSeafarer {
  boardState: string;
  open: boolean;
  dismissed: boolean;
}

const day = (d: string, n: number) => dayjs(d).add(n, 'day').format('YYYY-MM-DD');

export async function demoCrew(m: EntityManager, today: string): Promise<DemoCrew> {
  // Each seafarer's latest stint (the open one where he is on board) and the day he signed on for it: a
  // stint begun the day the one before ended (a promotion, a ship change) continues that one, so covers
  // follow the sign-on, not the rank. One pass over the sea service, whatever the planner knows of it.
  const latest: Latest[] = await m.query(
    `SELECT x.user_id AS "userId", COALESCE(u.duty, x.duty) AS duty, u.board_state AS "boardState", u.dimissiontime IS NOT NULL AS dismissed,
            x.state = ${sqlText(BOARD_STATE.OnBoard)} AS open,
            to_char(x.signed_on, 'YYYY-MM-DD') AS "signedOn", to_char(x.ended_on, 'YYYY-MM-DD') AS "endedOn"
       FROM (SELECT w.*, max(CASE WHEN w.continues THEN NULL ELSE w.onboat_date END) OVER (PARTITION BY w.user_id ORDER BY w.onboat_date, w.id) AS signed_on,
                    row_number() OVER (PARTITION BY w.user_id ORDER BY w.state = ${sqlText(BOARD_STATE.OnBoard)} DESC, w.onboat_date DESC, w.id DESC) AS nth
               FROM (SELECT s.user_id, s.id, s.duty, s.state, s.onboat_date, s.ended_on,
                            COALESCE(lag(s.ended_on) OVER (PARTITION BY s.user_id ORDER BY s.onboat_date, s.id) = s.onboat_date, false) AS continues
                       FROM ${CrewSql.stints} s) w) x
       JOIN ${CrewSql.seafarers} u ON u.id = x.user_id
      WHERE x.nth = 1 AND x.signed_on IS NOT NULL
      ORDER BY x.user_id`,
  );
  const onBoard = latest.filter((s) => s.open && s.boardState === BOARD_STATE.OnBoard).sort((a, b) => b.signedOn.localeCompare(a.signedOn) || a.userId - b.userId);
  const home = latest.filter((s) => !s.open && s.boardState === BOARD_STATE.Ashore && !s.dismissed && s.endedOn);
  // four who came home between five and forty days ago, spread over those weeks
  const lately = home.filter((h) => h.endedOn! >= day(today, -40) && h.endedOn! <= day(today, -5)).sort((a, b) => a.endedOn!.localeCompare(b.endedOn!) || a.userId - b.userId);
  const cameHome = [0, 1, 2, 3].map((i) => lately[Math.floor((i * lately.length) / 4)]).filter((s, i, all) => !!s && all.indexOf(s) === i);
  const taken = new Set(cameHome.map((s) => s.userId));
  // home a month or more, the longest at home first
  const ashore = home.filter((h) => h.endedOn! <= day(today, -30) && !taken.has(h.userId)).sort((a, b) => a.endedOn!.localeCompare(b.endedOn!) || a.userId - b.userId);
  const plain = ({ userId, duty, signedOn, endedOn }: Latest): DemoSeafarer => ({ userId, duty, signedOn, ...(endedOn ? { endedOn } : {}) });
  return { onBoard: onBoard.map(plain), cameHome: cameHome.map(plain), ashore: ashore.map(plain) };
}
