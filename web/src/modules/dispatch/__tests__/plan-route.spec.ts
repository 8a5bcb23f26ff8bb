import { PLAN_KINDS, planViewPath, readPlanRoute } from '../plan-route';

const kind = (resource: string) => PLAN_KINDS.find((k) => k.resource === resource)!;

describe('plan view routes (SPEC §2)', () => {
  it('a plan row opens its kind’s view with the shipowner’s name, and a nesting plan’s ship', () => {
    expect(planViewPath(kind('boatDispatchPlan'), { id: 7, shipownerId: 3, shipownerIdLabel: '青岛远洋' })).toBe(`/home/boatDispatchPlanView/7/3/${encodeURIComponent('青岛远洋')}`);
    expect(planViewPath(kind('BoatScatPlan'), { id: 8, shipownerId: 3, shipownerIdLabel: 'A/B Shipping' })).toBe('/home/boatScatteredSendPlanView/8/3/A%2FB%20Shipping/2');
    expect(planViewPath(kind('boatNestingPlan'), { id: 9, shipownerId: 3, shipownerIdLabel: 'X', shipId: 11, shipIdLabel: '海丰' })).toBe(
      `/home/boatNestingPlanView/9/3/X/11/${encodeURIComponent('海丰')}/3`,
    );
  });

  it('reads the route back, names decoded; only a nesting plan has its ship', () => {
    const path = (p: string) => p.replace(/^\/home\/[^/]+\//, '');
    const scattered = planViewPath(kind('BoatScatPlan'), { id: 8, shipownerId: 3, shipownerIdLabel: 'A/B Shipping' });
    expect(readPlanRoute('boatScatteredSendPlanView', path(scattered))).toMatchObject({ id: 8, shipownerId: 3, shipownerName: 'A/B Shipping', shipId: null, kind: kind('BoatScatPlan') });
    const nesting = planViewPath(kind('boatNestingPlan'), { id: 9, shipownerId: 3, shipownerIdLabel: 'X', shipId: 11, shipIdLabel: '海丰' });
    expect(readPlanRoute('boatNestingPlanView', path(nesting))).toMatchObject({ id: 9, shipId: 11, kind: kind('boatNestingPlan') });
  });

  it('an unknown screen or a bad id reads as no plan', () => {
    expect(readPlanRoute('somethingElse', '1/2/x').kind).toBeUndefined();
    expect(readPlanRoute('boatDispatchPlanView', 'abc/2/x').id).toBe(0);
    expect(readPlanRoute('boatDispatchPlanView', '5/2/%E0%A4%A').shipownerName).toBe('%E0%A4%A');
  });
});
