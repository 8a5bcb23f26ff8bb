import { Badge, Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../../core/i18n/enum-key';
import { useLang } from '../../core/i18n/use-lang';
import type { ShipRow } from './dispatch-api';

// a ship's name in the reader's language: its English name where it has one
export const shipNameIn = (s: Pick<ShipRow, 'name' | 'enName'>, lang: string): string => (lang === 'en' && s.enName) || s.name;

// The shipowner's ships, each with who is on board and what the plan has for it; a nesting plan shows
// its own ship only.
export function ShipPicker({ ships, selected, fixed, loading, onSelect }: { ships: ShipRow[]; selected: number | null; fixed: boolean; loading: boolean; onSelect: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Card size="small" title={t('dispatch.ships.title')} data-testid="ship-picker" className="dispatch-ships">
      {fixed ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('dispatch.ships.fixed')}
        </Typography.Text>
      ) : null}
      <List<ShipRow>
        size="small"
        loading={loading}
        dataSource={ships}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dispatch.ships.empty')} /> }}
        renderItem={(s) => (
          <List.Item
            className={s.id === selected ? 'dispatch-ship is-selected' : 'dispatch-ship'}
            onClick={() => onSelect(s.id)}
            data-testid="ship-item"
            data-ship-id={s.id}
            data-selected={s.id === selected ? 'true' : 'false'}
          >
            <div style={{ width: '100%' }}>
              <div className="dispatch-ship-name">
                <span data-testid="ship-name">{shipNameIn(s, lang)}</span>
                {s.pendingOrders ? <Badge count={t('dispatch.ships.pending', { count: s.pendingOrders })} color="orange" /> : null}
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[s.shipType ? t(enumKey('shipType', s.shipType), { defaultValue: s.shipType }) : null, t('dispatch.ships.onBoard', { count: s.onBoard ?? 0 }), s.nextSignOff ? t('dispatch.ships.nextSignOff', { date: String(s.nextSignOff).slice(0, 10) }) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
