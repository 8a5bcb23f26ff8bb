import type { FieldDisplayProps } from '../../core/resource/overrides';
import { ComplianceTags } from './ComplianceTags';
import type { OrderRow } from './dispatch-api';

// An order's compliance check in the generic detail drawer (boatDispatchManage): the certificates and
// their state rather than the raw json.
export function ComplianceDisplay({ record }: Pick<FieldDisplayProps, 'record'>) {
  return <ComplianceTags order={record as OrderRow} all />;
}
