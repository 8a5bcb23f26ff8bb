import { extendResource } from '../../core/resource/define-resource';
import { HrStaffRecord } from './entities/hr-staff-record.entity';

// The staff screen shows and edits a person's HR record beside their account; the HR module keeps it.
export const staffRecordFields = extendResource({
  resource: 'sysUser',
  entity: HrStaffRecord,
  key: 'userId',
  after: 'status',
});
