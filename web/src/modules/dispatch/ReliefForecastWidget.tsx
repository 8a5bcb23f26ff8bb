import { Button, Card, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SessionGrant } from '../../core/access/operation-access';
import { canReadScreen } from '../../core/access/screen-access';
import { useSession } from '../../core/access/session';
import type { CatalogAnswers } from '../../core/catalog/catalog-loader';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { enumKey } from '../../core/i18n/enum-key';
import { FieldValue } from '../../core/resource/fields/FieldValue';
import { FORECAST, forecastCall, forecastRead, type ForecastRow } from './dispatch-api';
import { useAheadRead } from '../../core/util/use-loaded';

const DAYS = 30;
const SHOWN = 5;

// the reader holds the screen and may read its list (the panel asks nothing otherwise; the read the
// sign-in carried for it was refused in its place)
const mayRead = (catalog: Pick<CatalogAnswers, 'menus' | 'resources'>, grant: SessionGrant | null) => canReadScreen(catalog, grant, FORECAST);

// sent with the sign-in (registerDashboardWidget): the widget is drawn with the home page, not a moment
// later above it, pushing the messages down
export const FORECAST_ASKED = forecastCall(DAYS, SHOWN);

// The home page's relief forecast: for whoever holds the screen, how many seafarers are due to sign off
// within 30 days and the first of them, nearest first; the whole list is the reliefForecast screen.
// Nothing when none are due.
export function ReliefForecastWidget() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { grant } = useSession();
  const catalog = useCatalog();
  const meta = catalog.resources.find((r) => r.name === FORECAST);
  const allowed = mayRead(catalog, grant);
  const { data } = useAheadRead(allowed ? forecastRead(DAYS, SHOWN) : null, String(allowed));
  if (!allowed || !data?.total) return null;

  const field = (row: ForecastRow, name: string) => {
    const decl = meta?.fields[name];
    if (meta && decl) return <FieldValue resource={meta} name={name} decl={decl} value={row[name]} record={row} place="list" />;
    return <>{String(row[`${name}Label`] ?? row[name] ?? '')}</>;
  };
  const days = (n: number | null | undefined) => {
    if (n == null) return null;
    const [color, text] = n < 0 ? ['red', t('dispatch.forecast.overdue', { count: -n })] : n === 0 ? ['red', t('dispatch.forecast.today')] : [n <= 7 ? 'orange' : 'blue', t('dispatch.forecast.daysLeft', { count: n })];
    return (
      <Tag color={color} data-testid="forecast-days">
        {text}
      </Tag>
    );
  };

  return (
    <Card
      data-testid="panel-relief-forecast"
      title={<span data-testid="forecast-count">{t('dispatch.forecast.title', { count: data.total })}</span>}
      extra={
        <Button type="link" onClick={() => void navigate(`/home/${FORECAST}`)} data-testid="forecast-all">
          {t('dispatch.forecast.all')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    >
      <List<ForecastRow>
        size="small"
        dataSource={data.list}
        renderItem={(r) => (
          <List.Item data-testid="forecast-item" actions={[<span key="date">{String(r.planLeaveboatDate ?? '').slice(0, 10)}</span>, <span key="days">{days(r.daysLeft)}</span>]}>
            {/* plain spans, not Typography and Space: fifteen of those were a noticeable part of the
                dashboard's first drawing (issue 21 §2) */}
            <span className="forecast-who">
              <strong>{r.userIdLabel ?? r.name ?? field(r, 'userId')}</strong>
              {r.duty ? <span className="forecast-note">{t(enumKey('duty', r.duty), { defaultValue: r.duty })}</span> : null}
              {r.shipId ? <span className="forecast-note">{field(r, 'shipId')}</span> : null}
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}
