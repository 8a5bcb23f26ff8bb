import { defineResource, type ResourceDef, type ResourceInput } from '../../../core/resource/define-resource';
import type { DataScopeDecl } from '../../../core/resource/resource.types';
import { BoatBank } from '../entities/boat-bank.entity';
import { BoatContract } from '../entities/boat-contract.entity';
import { BoatDebt } from '../entities/boat-debt.entity';
import { BoatEvaluate } from '../entities/boat-evaluate.entity';
import { BoatFamily } from '../entities/boat-family.entity';
import { BoatRelation } from '../entities/boat-relation.entity';
import { BoatWage } from '../entities/boat-wage.entity';
import { L } from '../../../core/resource/label';

// Rows of a seafarer's file are seen, added and changed with the seafarer (SPEC §5: the main record first).
export const OF_SEAFARER: DataScopeDecl = { via: { field: 'userId', resource: 'BoatUserInfo' } };

// A tab of the seafarer's file: its screen's rights (boatUserInfoBank:add, …) guard its calls.
function tab<E extends object, const N extends string>(def: Omit<ResourceInput<E, N>, 'scope'>): ResourceDef<E, N> {
  return defineResource<E, N>({ ...def, scope: OF_SEAFARER });
}

export const boatBankResource = tab({
  name: 'BoatBank',
  label: L('银行账户', 'Bank account'),
  entity: BoatBank,
  menu: 'boatUserInfoBank',
  defaultSort: '-priorityUsed',
});

export const boatFamilyResource = tab({
  name: 'BoatFamily',
  label: L('家庭成员', 'Family member'),
  entity: BoatFamily,
  menu: 'boatUserInfoFamily',
  defaultSort: '-firstRelationman',
});

export const boatRelationResource = tab({
  name: 'BoatRelation',
  dateOrder: [['linkdate', 'planLinkdate', 'le']],
  label: L('联系记录', 'Contact log'),
  entity: BoatRelation,
  menu: 'boatUserInfoContact',
  defaultSort: '-linkdate',
});

export const boatContractResource = tab({
  name: 'BoatContract',
  dateOrder: [
    ['signDate', 'endDate', 'lt'],
    ['startDate', 'endDate', 'lt'],
  ],
  label: L('合同', 'Contract'),
  entity: BoatContract,
  menu: 'boatUserInfoContract',
  defaultSort: '-signDate',
});

export const boatEvaluateResource = tab({
  name: 'boatEvaluate',
  label: L('评价', 'Evaluation'),
  entity: BoatEvaluate,
  menu: 'boatUserInfoEvaluate',
  defaultSort: '-evaluateDate',
});

export const boatDebtResource = tab({
  name: 'boatDebt',
  label: L('欠款', 'Debt'),
  entity: BoatDebt,
  menu: 'boatUserInfoDebt',
  defaultSort: '-debtDate',
});

export const boatWageResource = tab({
  name: 'BoatWage',
  dateOrder: [['startDate', 'endDate', 'lt']],
  label: L('工资', 'Wages'),
  entity: BoatWage,
  menu: 'boatUserInfoWork',
  defaultSort: '-startDate',
});

export const CREW_FILE_RESOURCES = [boatBankResource, boatFamilyResource, boatRelationResource, boatContractResource, boatEvaluateResource, boatDebtResource, boatWageResource] as const;
