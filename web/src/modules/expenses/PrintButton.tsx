import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { canOperation } from '../../core/access/operation-access';
import { useSession } from '../../core/access/session';
import { actionKey } from '../../core/i18n/enum-key';
import type { ResourceMeta } from '../../core/resource/resource.types';
import { PRINT_OP, PRINTABLE, printPath } from './claim-api';

// "Print" on a claim in review or approved, for holders of the print button: opens the claim form,
// whose own Print records the printing (updatePrintFlg) and prints it.
export function PrintButton({ resource, row }: { resource: ResourceMeta; row: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { grant } = useSession();
  const navigate = useNavigate();
  if (!canOperation(grant, resource, PRINT_OP) || !PRINTABLE.includes(String(row.claimState))) return null;
  return (
    <Button
      type="link"
      size="small"
      icon={<PrinterOutlined />}
      data-testid="row-print"
      onClick={(e) => {
        e.stopPropagation();
        void navigate(printPath(Number(row.id)));
      }}
    >
      {t(actionKey(resource.name, PRINT_OP))}
    </Button>
  );
}
