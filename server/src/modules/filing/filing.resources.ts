import { defineResource, readOnlyView, type RowsOf } from '../../core/resource/define-resource';
import { L } from '../../core/resource/label';
import { boatRelationResource, OF_SEAFARER } from '../crew/file/crew-file.resources';
import { BoatInsuranceContract } from './entities/boat-insurance-contract.entity';
import { BoatQualificationFiling } from './entities/boat-qualification-filing.entity';

// a filing is seen with its seafarer (crew rights); contracts are the company's
export const qualificationFilingResource = defineResource({
  name: 'boatReport',
  label: L('资质备案', 'Qualification filing'),
  entity: BoatQualificationFiling,
  menu: 'boatReport',
  scope: OF_SEAFARER,
  keyword: ['authority', 'filingNo', 'remarks'],
  defaultSort: 'expiryDate',
  dateOrder: [['filedDate', 'expiryDate', 'lt']],
});

export const insuranceContractResource = defineResource({
  name: 'boatInsuranceTotalContract',
  label: L('保险总合同', 'Master insurance contract'),
  entity: BoatInsuranceContract,
  menu: 'boatInsuranceTotalContract',
  keyword: ['contractNo', 'remarks'],
  // the insurance clerk names a policy's contract by its number without the contracts screen
  pick: ['id', 'contractNo'],
  defaultSort: '-startDate',
  dateOrder: [['startDate', 'endDate', 'lt']],
  // the seafarers it covers: their policies that name it
  related: [{ resource: 'BoatInsuranceBusi', field: 'contractId', label: L('承保船员', 'Seafarers covered') }],
});

// boatContactManage: the contact log of every seafarer the reader may see, the next contacts first (the
// office's "who must be called this week" is its next-contact filter); entries are made on the file's tab
export const contactManageView = readOnlyView(boatRelationResource, {
  name: 'contactManage',
  label: L('船员联系管理', 'Crew contact log'),
  menu: 'boatContactManage',
  defaultSort: 'planLinkdate',
});

export const FILING_RESOURCES = [qualificationFilingResource, insuranceContractResource, contactManageView] as const;

declare module '../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<typeof FILING_RESOURCES> {}
}
