import { reminderFields, reminderKinds, registerReminderKind } from '../../server/src/core/notify/reminder-kinds';

// Issue 10 §1: reminder kinds are registered by the modules that send them; the message settings'
// declaration is drawn from what is registered, in the kinds' order, two fields each.
describe('reminder kinds', () => {
  const L = (zh: string, en: string) => ({ zh, en });

  it('draws two fields per kind, ordered by the kind, with their labels, limits and defaults', () => {
    registerReminderKind({ key: 'unitLate', label: L('晚', 'Late'), daysLabel: L('晚天数', 'Late: days'), days: 9, order: 900 });
    registerReminderKind({ key: 'unitEarly', label: L('早', 'Early'), daysLabel: L('早天数', 'Early: days'), days: 2, order: -900 });
    const keys = Object.keys(reminderFields());
    expect(keys.slice(0, 2)).toEqual(['unitEarly', 'unitEarlyDays']);
    expect(keys.slice(-2)).toEqual(['unitLate', 'unitLateDays']);
    expect(reminderFields().unitLateDays).toMatchObject({ type: 'int', label: L('晚天数', 'Late: days'), min: 0, max: 365, defaultValue: 9, required: true });
    expect(reminderFields().unitLate).toMatchObject({ type: 'boolean', label: L('晚', 'Late'), defaultValue: true });
  });

  it('a key registered again replaces the kind (one module load, several applications)', () => {
    registerReminderKind({ key: 'unitTwice', label: L('一', 'One'), daysLabel: L('一', 'One'), days: 1, order: 1 });
    registerReminderKind({ key: 'unitTwice', label: L('二', 'Two'), daysLabel: L('二', 'Two'), days: 2, order: 1 });
    expect(reminderKinds().filter((k) => k.key === 'unitTwice')).toEqual([expect.objectContaining({ days: 2, label: L('二', 'Two') })]);
  });

  it('refuses a key that cannot be a field name or a stored kind, and days outside 0..365', () => {
    const kind = { label: L('x', 'x'), daysLabel: L('x', 'x'), days: 1, order: 1 };
    expect(() => registerReminderKind({ ...kind, key: 'Upper' })).toThrow(/camelCase/);
    expect(() => registerReminderKind({ ...kind, key: 'has-dash' })).toThrow(/camelCase/);
    expect(() => registerReminderKind({ ...kind, key: 'a'.repeat(35) })).toThrow(/34/);
    expect(() => registerReminderKind({ ...kind, key: 'unitDays', days: 366 })).toThrow(/0\.\.365/);
  });
});
