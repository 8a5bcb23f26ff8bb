import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

// Below a plan's orders: how many more it holds of seafarers outside the reader's crew rights. The
// server counts them and never names them (getPlanOrders), at every state of the plan.
export function OutsideRightsNote({ count }: { count: number }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }} data-testid="orders-outside" data-count={count}>
      {t('dispatch.orders.outside', { count })}
    </Typography.Text>
  );
}
