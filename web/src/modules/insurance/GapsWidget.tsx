import { WarningOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SessionGrant } from '../../core/access/operation-access';
import { canReadScreen } from '../../core/access/screen-access';
import { useSession } from '../../core/access/session';
import { aheadRead, type AskedCall } from '../../core/api/call-ahead';
import type { CatalogAnswers } from '../../core/catalog/catalog-loader';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { useAheadRead } from '../../core/util/use-loaded';

const GAPS = 'insuranceGaps';
// the count only: the list is the screen's
const COUNT_BODY = { pageNum: 1, pageSize: 1 };

// the reader holds the screen and may read its list (the panel asks nothing otherwise; the read the
// sign-in carried for it was refused in its place)
const mayRead = (catalog: Pick<CatalogAnswers, 'menus' | 'resources'>, grant: SessionGrant | null) => canReadScreen(catalog, grant, GAPS);

// sent with the sign-in (registerDashboardWidget), so the panel draws with the home page
export const GAPS_ASKED: AskedCall = { entity: GAPS, op: 'getList', body: COUNT_BODY };
const gapsRead = aheadRead(GAPS, 'getList', COUNT_BODY, (a) => a, { toast: false, overlay: false });

// The insurance home panel (issue 22 §4): how many seafarers are on board without cover or insured twice,
// with a link to the list; nothing when there are none or the reader may not see them.
export function GapsWidget() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { grant } = useSession();
  const allowed = mayRead(useCatalog(), grant);
  // drawn at once with the count the sign-in carried, else read once drawn
  const total = useAheadRead(allowed ? gapsRead : null, String(allowed)).data?.total;
  if (!allowed || !total) return null;
  return (
    <Card
      data-testid="panel-insurance-gaps"
      style={{ marginBottom: 16 }}
      title={
        <span>
          <WarningOutlined style={{ color: '#cf1322' }} /> {t('insurance.gaps.title')}
        </span>
      }
      extra={
        <Button type="link" onClick={() => void navigate(`/home/${GAPS}`)} data-testid="insurance-gaps-all">
          {t('insurance.gaps.all')}
        </Button>
      }
    >
      <Typography.Text data-testid="insurance-gaps-count" data-count={total}>
        {t('insurance.gaps.count', { count: total })}
      </Typography.Text>
    </Card>
  );
}
