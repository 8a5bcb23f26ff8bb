import type { EntityManager } from 'typeorm';

// Demo and bench clients (issue 20 §2: a table is written only by its owning module): the crew generator
// asks for shipowners and ships here before it sends its seafarers to sea on them.

const OWNER_WORDS: Array<[string, string]> = [
  ['华海', 'HUAHAI'], ['东方', 'ORIENT'], ['宏远', 'HONGYUAN'], ['鑫海', 'XINHAI'], ['安达', 'ANDA'], ['海丰', 'HAIFENG'], ['长航', 'CHANGHANG'], ['通利', 'TONGLI'],
  ['远盛', 'YUANSHENG'], ['顺达', 'SHUNDA'], ['金海', 'JINHAI'], ['恒通', 'HENGTONG'], ['泰和', 'TAIHE'], ['瑞航', 'RUIHANG'], ['永兴', 'YONGXING'], ['润通', 'RUNTONG'],
];
const OWNER_KINDS: Array<[string, string]> = [
  ['海运有限公司', 'SHIPPING CO., LTD.'], ['航运股份有限公司', 'NAVIGATION CO., LTD.'], ['船务有限公司', 'MARINE CO., LTD.'], ['国际航运有限公司', 'INTERNATIONAL SHIPPING LTD.'],
];
const CITIES = ['青岛', '上海', '大连', '天津', '宁波', '厦门', '广州', '深圳', '烟台', '舟山'];
const pick = (arr: Array<[string, string]>, i: 0 | 1) => arr.map((x) => x[i]);

// Shipowners and ships up to the totals asked, named like the real ones.
export async function topUpClients(m: EntityManager, sizes: { shipowners: number; ships: number }) {
  await m.query(
    `INSERT INTO boat_ship_owner (code, name, en_name, nation, city, hostlinker, category, area, is_business, contract_flg, days)
     SELECT 'SOG' || lpad(g::text, 3, '0'),
            ($2::text[])[1 + g % cardinality($2::text[])] || ($4::text[])[1 + (g / cardinality($2::text[])) % cardinality($4::text[])] || CASE WHEN g > 64 THEN g::text ELSE '' END,
            ($3::text[])[1 + g % cardinality($3::text[])] || ' ' || ($5::text[])[1 + (g / cardinality($2::text[])) % cardinality($5::text[])],
            'CN', ($6::text[])[1 + g % cardinality($6::text[])], '联系人' || g, (1 + g % 4)::text, '1', '1', (g % 2)::text, 30
       FROM generate_series(1, GREATEST(0, $1 - (SELECT count(*) FROM boat_ship_owner))::int) g`,
    [sizes.shipowners, pick(OWNER_WORDS, 0), pick(OWNER_WORDS, 1), pick(OWNER_KINDS, 0), pick(OWNER_KINDS, 1), CITIES],
  );
  await m.query(
    `WITH o AS (SELECT array_agg(id ORDER BY id) AS ids FROM boat_ship_owner)
     INSERT INTO boat_ship (name, en_name, shipowner_id, ship_type, imo_code, total_ton, build_date, registry, status, bed, assign)
     SELECT w.zh || ' ' || (10 + g), w.en || ' ' || (10 + g), o.ids[1 + g % cardinality(o.ids)], (1 + g % 11)::text,
            (9300000 + g * 97)::text, 8000 + (g * 7919) % 190000, DATE '2005-01-01' + (g * 53) % 6500, 'PA', '1', 22 + g % 10, (1 + g % 4)::text
       FROM generate_series(1, GREATEST(0, $1 - (SELECT count(*) FROM boat_ship))::int) g, o,
            LATERAL (SELECT ($2::text[])[1 + g % cardinality($2::text[])] AS zh, ($3::text[])[1 + g % cardinality($3::text[])] AS en) w
     ON CONFLICT DO NOTHING`,
    [sizes.ships, pick(OWNER_WORDS, 0), pick(OWNER_WORDS, 1)],
  );
}

// a staff user serves these shipowners (by code): their crew and plans are the user's "own shipowners"
export async function serveShipowners(m: EntityManager, userId: number, codes: string[]): Promise<void> {
  await m.query(`INSERT INTO sys_user_shipowner (user_id, shipowner_id) SELECT $1, id FROM boat_ship_owner WHERE code = ANY($2::text[]) ON CONFLICT DO NOTHING`, [userId, codes]);
}
