import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../core/resource/use-resource-list';
import type { RecordSectionProps } from '../../workflow/record-sections';
import { claimLines } from './claim-api';
import { ClaimLinesTable } from './ClaimLinesTable';

// What the approver reads below a claim: its lines (the approver holds no claims screen; the server
// answers those who may read the claim's flow).
export function ClaimLinesSection({ record }: RecordSectionProps) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const id = Number(record.id);
  useEffect(() => {
    let live = true;
    setLoading(true);
    claimLines(id)
      .then((l) => live && setLines(l))
      .catch(() => live && setLines([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <div style={{ marginTop: 16 }} data-testid="claim-lines-section">
      <Typography.Title level={5}>{t('expenses.lines.title')}</Typography.Title>
      <ClaimLinesTable lines={lines} loading={loading} />
    </div>
  );
}
