import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../server/src/core/config/app-config';
import { Notifier } from '../../server/src/core/notify/notifier';
import type { Notification } from '../../server/src/core/notify/notify-channel';

// Issue 20 §6: one notifier with channels. A notification goes once to each channel it names (every
// registered one when it names none), in one call, and a channel nobody registered is an error.
describe('Notifier', () => {
  const manager = {} as EntityManager;
  const setup = () => {
    const notifier = new Notifier({ publicUrl: 'http://x' } as AppConfig);
    const got: Record<string, Notification[][]> = { inApp: [], mail: [] };
    for (const name of ['inApp', 'mail']) {
      // replaces the outbox channel the notifier registers itself: nothing here touches a database
      notifier.registerChannel({ name, deliver: async (_m, ns) => (got[name].push(ns), ns.reduce((s, n) => s + n.userIds.length, 0)) });
    }
    return { notifier, got };
  };
  const message = { key: 'workflow.approved', params: { title: 'T' } };

  it('delivers to every registered channel by default, and to the named ones only when named', async () => {
    const { notifier, got } = setup();
    expect(await notifier.notify(manager, { userIds: [1, 2], message, link: '/home/x', msgType: 'approval' })).toBe(4);
    expect(await notifier.notify(manager, { userIds: [3], message, channels: ['mail'] })).toBe(1);
    expect(got.inApp).toEqual([[{ userIds: [1, 2], message, link: '/home/x', msgType: 'approval' }]]);
    expect(got.mail.map((ns) => ns.map((n) => n.userIds))).toEqual([[[1, 2]], [[3]]]);
  });

  it('hands a channel a batch in one delivery and skips notifications without recipients', async () => {
    const { notifier, got } = setup();
    const n = await notifier.notify(manager, [
      { userIds: [1], message, channels: ['inApp'] },
      { userIds: [], message, channels: ['inApp'] },
      { userIds: [2, 3], message, channels: ['inApp'] },
    ]);
    expect(n).toBe(3);
    expect(got.inApp.map((ns) => ns.map((x) => x.userIds))).toEqual([[[1], [2, 3]]]);
    expect(got.mail).toEqual([]);
    expect(await notifier.notify(manager, { userIds: [], message })).toBe(0);
  });

  it('refuses a channel nobody registered instead of losing the notice', async () => {
    const { notifier, got } = setup();
    await expect(notifier.notify(manager, { userIds: [1], message, channels: ['sms'] })).rejects.toThrow(/channel sms/);
    expect(got.inApp).toEqual([]);
  });
});
