import { DataSource } from 'typeorm';
import { AppException } from '../../server/src/core/errors/app.exception';
import { Notifier } from '../../server/src/core/notify/notifier';
import { WorkflowMessage } from '../../server/src/workflow/workflow.messages';
import { MessageService } from '../../server/src/modules/system/messages/message.service';
import { newUser, NewUser, receivesMail } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

describe('messages, message settings, home-page settings', () => {
  let t: TestApp;
  let ds: DataSource;
  let messages: MessageService;
  let ann: NewUser;
  let ben: NewUser;

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    messages = t.app.get(MessageService);
    ann = await newUser(t);
    ben = await newUser(t);
  });
  afterAll(() => t.close());

  describe('SysMessage', () => {
    const titles = [uniq('证书到期'), uniq('待审批'), uniq('保险提醒')];
    const count = async (u: NewUser) => (await t.call('SysMessage', 'getNoReadCount', {}, u.token)).body.list[0].count;

    beforeAll(async () => {
      // one at a time, so that newest-first has a defined order
      expect(await messages.send(ds.manager, [ann.id], { title: titles[0], content: '船员张三的适任证书 30 天后到期', msgType: 'reminder', link: '/home/boatCredentialManage' })).toBe(1);
      expect(await messages.send(ds.manager, [ann.id, ann.id], { title: titles[1], msgType: 'approval' })).toBe(1);
      // unknown user ids are skipped
      expect(await messages.send(ds.manager, [ann.id, 987654321], { title: titles[2] })).toBe(1);
    });

    it('counts the unread and lists the caller own, newest first', async () => {
      expect(await count(ann)).toBe(3);
      const res = await t.call('SysMessage', 'getMyList', { pageNum: 1, pageSize: 2 }, ann.token);
      expect(res.body).toMatchObject({ code: '200', total: 3 });
      expect(res.body.list.map((m: { title: string }) => m.title)).toEqual([titles[2], titles[1]]);
      const page2 = await t.call('SysMessage', 'getMyList', { pageNum: 2, pageSize: 2 }, ann.token);
      expect(page2.body.list[0]).toMatchObject({ title: titles[0], msgType: 'reminder', link: '/home/boatCredentialManage', read: false, readAt: null });
      expect(page2.body.list[0].content).toContain('张三');
      expect(page2.body.list[0]).not.toHaveProperty('userId');
    });

    it('another user sees none of them and cannot mark them', async () => {
      const mine = (await t.call('SysMessage', 'getMyList', { pageSize: 50 }, ann.token)).body.list.map((m: { id: number }) => m.id);
      expect((await t.call('SysMessage', 'getMyList', {}, ben.token)).body).toMatchObject({ total: 0, list: [] });
      expect(await count(ben)).toBe(0);
      const steal = await t.call('SysMessage', 'markRead', { ids: mine }, ben.token);
      expect(steal.body.list[0].count).toBe(0);
      const all = await t.call('SysMessage', 'markRead', { all: true }, ben.token);
      expect(all.body.list[0].count).toBe(0);
      expect(await count(ann)).toBe(3);
    });

    it('markRead by ids, then all; unreadOnly lists what is left', async () => {
      const list = (await t.call('SysMessage', 'getMyList', {}, ann.token)).body.list;
      const first = await t.call('SysMessage', 'markRead', { ids: [list[0].id] }, ann.token);
      expect(first.body.list[0].count).toBe(1);
      expect(await count(ann)).toBe(2);
      const again = await t.call('SysMessage', 'markRead', { ids: [list[0].id] }, ann.token);
      expect(again.body.list[0].count).toBe(0);
      const unread = await t.call('SysMessage', 'getMyList', { unreadOnly: true }, ann.token);
      expect(unread.body.total).toBe(2);
      expect(unread.body.list.map((m: { id: number }) => m.id)).not.toContain(list[0].id);
      const read = (await t.call('SysMessage', 'getMyList', {}, ann.token)).body.list.find((m: { id: number }) => m.id === list[0].id);
      expect(read.read).toBe(true);
      expect(typeof read.readAt).toBe('string');
      expect((await t.call('SysMessage', 'markRead', { all: true }, ann.token)).body.list[0].count).toBe(2);
      expect(await count(ann)).toBe(0);
    });

    it('refuses bad input', async () => {
      expect((await t.call('SysMessage', 'markRead', {}, ann.token)).status).toBe(400);
      const ids = await t.call('SysMessage', 'markRead', { ids: ['1'] }, ann.token);
      expect(ids.status).toBe(400);
      expect(ids.body.fields[0].field).toBe('ids');
      const flag = await t.call('SysMessage', 'getMyList', { unreadOnly: 'yes' }, ann.token);
      expect(flag.body.fields[0].field).toBe('unreadOnly');
      expect((await t.call('SysMessage', 'getMyList', { pageSize: 100000 }, ann.token)).status).toBe(400);
    });

    it('send validates the message it is given', async () => {
      await expect(messages.send(ds.manager, [ann.id], { title: '' })).rejects.toBeInstanceOf(AppException);
      await expect(messages.send(ds.manager, [ann.id], { title: 'x', msgType: 'spam' as never })).rejects.toMatchObject({ fields: [expect.objectContaining({ field: 'msgType' })] });
      await expect(messages.send(ds.manager, [ann.id], { title: 'x'.repeat(201) })).rejects.toMatchObject({ fields: [expect.objectContaining({ field: 'title', reason: 'max' })] });
      expect(await messages.send(ds.manager, [], { title: 'x' })).toBe(0);
    });

    it('send writes inside the caller transaction', async () => {
      const title = uniq('回滚');
      await expect(
        ds.transaction(async (m) => {
          await messages.send(m, [ben.id], { title });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await count(ben)).toBe(0);
    });

    // Issue 20 §6: one call, every channel; the mail channel writes only to those who receive mail, in
    // their language, and the in-app message is read in the reader's
    it('one notify reaches the in-app list and, for those who receive mail, the outbox', async () => {
      const [cy, di] = [await newUser(t), await newUser(t)];
      await receivesMail(t, cy, `${cy.username}@example.com`, 'en');
      const title = uniq('NOTIFY');
      const sent = await t.app.get(Notifier).notify(ds.manager, { userIds: [cy.id, di.id], message: { key: WorkflowMessage.approved, params: { title } }, link: '/home/x', msgType: 'approval' });
      expect(sent).toBe(3);
      const en = (await t.call('SysMessage', 'getMyList', {}, cy.token, 'en')).body.list[0];
      const zh = (await t.call('SysMessage', 'getMyList', {}, di.token, 'zh')).body.list[0];
      expect([en.title, en.msgType, en.link, zh.title]).toEqual([`Approved: ${title}`, 'approval', '/home/x', `申请已通过：${title}`]);
      const mails = await ds.query('SELECT user_id, lang, subject FROM sys_mail_outbox WHERE user_id = ANY($1::int[])', [[cy.id, di.id]]);
      expect(mails).toEqual([{ user_id: cy.id, lang: 'en', subject: `Approved: ${title}` }]);
    });
  });

  describe('SysRemindSetting', () => {
    const defaults = { insurance: true, insuranceDays: 7, hotel: true, hotelDays: 1, certificate: true, certificateDays: 30, qualification: true, qualificationDays: 30 };

    it('answers the defaults before anything is saved', async () => {
      const res = await t.call('SysRemindSetting', 'getMine', {}, ann.token);
      expect(res.body.list[0]).toMatchObject(defaults);
    });

    it('declares the kinds modules registered, in their order (the dialog is drawn from this)', async () => {
      const meta = (await t.call('Meta', 'getResources', {}, ann.token)).body.list.find((r: { name: string }) => r.name === 'SysRemindSetting');
      expect(Object.keys(meta.fields)).toEqual(Object.keys(defaults));
      expect(meta.fields.certificate.label).toEqual({ zh: '证书到期提醒', en: 'Certificate expiry reminders' });
    });

    it('saves the caller own settings and reads them back', async () => {
      const mine = { insurance: false, insuranceDays: 0, hotel: true, hotelDays: 3, certificate: true, certificateDays: 365, qualification: false, qualificationDays: 60 };
      const saved = await t.call('SysRemindSetting', 'saveMine', mine, ann.token);
      expect(saved.body.list[0]).toMatchObject(mine);
      expect((await t.call('SysRemindSetting', 'getMine', {}, ann.token)).body.list[0]).toMatchObject(mine);
      // fields left out keep their value
      await t.call('SysRemindSetting', 'saveMine', { hotelDays: 5 }, ann.token);
      expect((await t.call('SysRemindSetting', 'getMine', {}, ann.token)).body.list[0]).toMatchObject({ ...mine, hotelDays: 5 });
      // ben's are untouched
      expect((await t.call('SysRemindSetting', 'getMine', {}, ben.token)).body.list[0]).toMatchObject(defaults);
    });

    it('refuses invalid values and names the field', async () => {
      const cases: Array<[object, string]> = [
        [{ insuranceDays: 366 }, 'insuranceDays'],
        [{ hotelDays: -1 }, 'hotelDays'],
        [{ certificateDays: 1.5 }, 'certificateDays'],
        [{ qualificationDays: '30' }, 'qualificationDays'],
        [{ insurance: 'yes' }, 'insurance'],
        [{ hotel: null }, 'hotel'],
      ];
      for (const [body, field] of cases) {
        const res = await t.call('SysRemindSetting', 'saveMine', body, ben.token);
        expect([res.status, res.body.fields?.map((f: { field: string }) => f.field)]).toEqual([400, [field]]);
      }
      const zh = await t.call('SysRemindSetting', 'saveMine', { insuranceDays: 366 }, ben.token, 'zh');
      expect(zh.body.msg).toContain('保险申报提醒天数不能大于 365');
      expect((await t.call('SysRemindSetting', 'getMine', {}, ben.token)).body.list[0]).toMatchObject(defaults);
    });
  });

  describe('SysDispSetting', () => {
    it('defaults every flag to "0", saves and reloads', async () => {
      expect((await t.call('SysDispSetting', 'getMine', {}, ann.token)).body.list[0]).toMatchObject({ dispNotice: '0', dispKnowledge: '0', dispVacation: '0', dispTravel: '0' });
      const mine = { dispNotice: '1', dispKnowledge: '0', dispVacation: '1', dispTravel: '1' };
      expect((await t.call('SysDispSetting', 'saveMine', mine, ann.token)).body.code).toBe('200');
      expect((await t.call('SysDispSetting', 'getMine', {}, ann.token)).body.list[0]).toMatchObject(mine);
      expect((await t.call('SysDispSetting', 'getMine', {}, ben.token)).body.list[0]).toMatchObject({ dispNotice: '0', dispTravel: '0' });
    });

    it('takes only "0" or "1"', async () => {
      for (const [body, field] of [[{ dispNotice: '2' }, 'dispNotice'], [{ dispTravel: 1 }, 'dispTravel'], [{ dispKnowledge: true }, 'dispKnowledge']] as const) {
        const res = await t.call('SysDispSetting', 'saveMine', body, ben.token);
        expect([res.status, res.body.fields?.map((f: { field: string }) => f.field)]).toEqual([400, [field]]);
      }
    });
  });

  // The conversion itself is unit-tested in test/unit/amount-in-words.spec.ts; here, the operation.
  describe('Amount/api/toChinese', () => {
    it('converts for any signed-in user', async () => {
      const res = await t.call('Amount', 'toChinese', { amount: 1234.5 }, ben.token);
      expect(res.body).toMatchObject({ code: '200', list: [{ text: '壹仟贰佰叁拾肆元伍角整' }] });
      expect((await t.call('Amount', 'toChinese', { amount: '1234.50' }, ben.token)).body.list[0].text).toBe('壹仟贰佰叁拾肆元伍角整');
      expect((await t.call('Amount', 'toChinese', { amount: 1 })).status).toBe(401);
    });

    it('answers 400 AmountOutOfRange to what it cannot convert', async () => {
      for (const amount of [1e15, '1.23456', 'abc', null]) {
        const res = await t.call('Amount', 'toChinese', { amount }, ben.token);
        expect([res.status, res.body.code, res.body.msg, res.body.fields?.[0]?.field]).toEqual([400, '400', 'Amount out of range (below 1e15, at most 4 decimals)', 'amount']);
      }
    });
  });
});
