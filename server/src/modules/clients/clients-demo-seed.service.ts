import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { DemoSeed } from '../../core/database/demo-seed';

// The clients screens of a demo database (SEED_DEMO=1): shipowners with their ships, suppliers, and a
// sales team's customers and visits. Runs at bootstrap, after the system seed made the demo staff.
// [code, name, English name, country, city, contact, cooperation]
const OWNERS: Array<[string, string, string, string, string, string, string]> = [
  ['SO001', '中远海运散货运输有限公司', 'COSCO Shipping Bulk Co., Ltd.', 'CN', '广州', '周海涛', '1'],
  ['SO002', '招商局能源运输股份有限公司', 'China Merchants Energy Shipping', 'CN', '上海', '陈立华', '1'],
  ['SO003', '山东海运股份有限公司', 'Shandong Shipping Corporation', 'CN', '青岛', '王建国', '2'],
  ['SO004', '太平船务有限公司', 'Pacific International Lines', 'SG', 'Singapore', 'Tan Wei Ming', '3'],
  ['SO005', '现代商船株式会社', 'HMM Co., Ltd.', 'KR', 'Busan', 'Kim Min-jun', '3'],
  ['SO006', '希腊联合航运公司', 'Hellenic Union Shipping S.A.', 'GR', 'Piraeus', 'Nikos Papadakis', '4'],
];
// [name, English name, owner code, ship type, tonnage, built]
const SHIPS: Array<[string, string, string, string, number, string]> = [
  ['远洋之星', 'OCEAN STAR', 'SO001', '1', 82000, '2016-03-18'],
  ['中远海运福州', 'COSCO FUZHOU', 'SO001', '1', 178000, '2019-09-02'],
  ['凯华轮', 'KAI HUA', 'SO002', '3', 156000, '2014-11-20'],
  ['凯盛轮', 'KAI SHENG', 'SO002', '6', 98000, '2021-05-11'],
  ['鲁海 28', 'LU HAI 28', 'SO003', '7', 12000, '2011-07-07'],
  ['鲁海 36', 'LU HAI 36', 'SO003', '1', 57000, '2018-01-25'],
  ['KOTA LUMAYAN', 'KOTA LUMAYAN', 'SO004', '2', 91000, '2017-08-30'],
  ['HMM ALGECIRAS', 'HMM ALGECIRAS', 'SO005', '2', 228000, '2020-04-23'],
  ['HELLENIC DAWN', 'HELLENIC DAWN', 'SO006', '4', 26000, '2012-04-16'],
];
// [code, name, category, city, contact]
const SUPPLIERS: Array<[string, string, string, string, string]> = [
  ['SP001', '青岛海员之家酒店', '1', '青岛', '刘红'],
  ['SP002', '上海航服票务代理有限公司', '2', '上海', '钱峰'],
  ['SP003', '大连海联服装有限公司', '3', '大连', '孙敏'],
  ['SP004', '青岛远洋船员职业学院培训中心', '4', '青岛', '赵伟'],
  ['SP005', '青岛国际旅行卫生保健中心', '5', '青岛', '郑婷'],
];
// [company, contact, phone, source, level]
const CUSTOMERS: Array<[string, string, string, string, string]> = [
  ['宁波舟山港航运有限公司', '何经理', '0574-87651234', '1', '1'],
  ['福建国航远洋运输公司', '黄总', '0591-83336789', '3', '2'],
  ['海南海峡航运股份有限公司', '吴主任', '0898-66789012', '2', '3'],
];

@Injectable()
export class ClientsDemoSeed extends DemoSeed {
  private readonly log = new Logger('Seed');

  constructor(
    ds: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(ds, config);
  }

  // the crew demo data sails on these ships: it asks for them first, whichever module starts first
  ensure(m: EntityManager): Promise<void> {
    return this.seed(m);
  }

  protected async seed(m: EntityManager) {
    if ((await m.query(`SELECT 1 FROM boat_ship_owner WHERE code = 'SO001'`)).length) return;
    const owners = new Map<string, number>();
    const flags = new Map(OWNERS.map((o) => [o[0], o[3]]));
    for (const [code, name, enName, nation, city, contact, category] of OWNERS) {
      const [row] = await m.query(
        `INSERT INTO boat_ship_owner (code, name, en_name, nation, city, hostlinker, category, area, is_business, contract_flg, days)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '1', '1', 30) RETURNING id`,
        [code, name, enName, nation, city, contact, category, nation === 'CN' ? '1' : '2'],
      );
      owners.set(code, row.id);
    }
    for (const [i, [name, enName, owner, shipType, ton, built]] of SHIPS.entries()) {
      await m.query(
        `INSERT INTO boat_ship (name, en_name, shipowner_id, ship_type, imo_code, total_ton, build_date, registry, status, bed, assign)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '1', 25, '1')`,
        [name, enName, owners.get(owner), shipType, String(9_600_000 + i * 137), ton, built, flags.get(owner)],
      );
    }
    for (const [code, name, category, city, contact] of SUPPLIERS) {
      await m.query(`INSERT INTO boat_supplier (code, name, category, city, hostlinker, nation, area, is_business) VALUES ($1, $2, $3, $4, $5, 'CN', '1', '1')`, [code, name, category, city, contact]);
    }
    const [sales] = await m.query(`SELECT id, dept_id FROM sys_user WHERE username = 'liuyang'`);
    for (const [company, contact, phone, source, level] of CUSTOMERS) {
      const [c] = await m.query(
        `INSERT INTO customer_info (company, contact, phone, source, level, owner_id, dept_id, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $6) RETURNING id`,
        [company, contact, phone, source, level, sales?.id ?? null, sales?.dept_id ?? null],
      );
      await m.query(
        `INSERT INTO customer_visit (customer_id, visit_date, visitor_id, dept_id, way, content, next_step, next_date, created_by)
         VALUES ($1, DATE '2026-11-10', $2, $3, '1', '介绍船员外派与船舶管理服务，了解对方 2027 年用工需求', '寄送报价与服务方案', DATE '2026-12-01', $2)`,
        [c.id, sales?.id ?? null, sales?.dept_id ?? null],
      );
    }
    this.log.log(`demo data: ${OWNERS.length} named shipowners with ${SHIPS.length} ships (the crew demo adds generated ones), ${SUPPLIERS.length} suppliers, ${CUSTOMERS.length} customers`);
  }
}
