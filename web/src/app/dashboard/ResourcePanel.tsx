import { Button, Card, Empty, List } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { canOperation } from '../../core/access/operation-access';
import { useSession } from '../../core/access/session';
import { call } from '../../core/api/client';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { FieldValue } from '../../core/resource/fields/FieldValue';
import { listFields } from '../../core/resource/field-rules';
import { findScreenResource } from '../../core/resource/resource-lookup';
import type { Row } from '../../core/resource/use-resource-list';
import type { PanelSpec } from './dashboard-panels';

const ROWS = 5;

// The five latest rows of a screen's resource: the row's name on the left, its date on the right. Nothing
// at all while that module is not built or the user may not read it (issue 11 §5: no "under construction").
export function ResourcePanel({ spec }: { spec: PanelSpec }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { resources } = useCatalog();
  const { grant } = useSession();
  const resource = findScreenResource(resources, spec.screen);
  const usable = !!resource && canOperation(grant, resource, 'getList');
  const [rows, setRows] = useState<Row[] | null>(null);

  useEffect(() => {
    if (!usable || !resource) return;
    call<Row>(resource.name, 'getList', { pageNum: 1, pageSize: ROWS, sort: '-id' }, { toast: false, overlay: false })
      .then((a) => setRows(a.list))
      .catch(() => setRows([]));
  }, [usable, resource]);

  if (!usable || !resource) return null;
  const fields = listFields(resource);
  const [titleField, metaField] = [fields.find(([, f]) => f.type === 'string') ?? fields[0], fields.find(([, f]) => f.type === 'date' || f.type === 'datetime')];

  return (
    <Card
      title={t(`dashboard.panels.${spec.flag}`)}
      data-testid={`panel-${spec.flag}`}
      extra={
        <Button type="link" size="small" onClick={() => void Promise.resolve(navigate(`/home/${spec.screen}`)).catch(() => undefined)}>
          {t('buttons.more')}
        </Button>
      }
    >
      {
        <List<Row>
          size="small"
          loading={rows === null}
          dataSource={rows ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} /> }}
          renderItem={(row) => (
            <List.Item data-testid="panel-row">
              <span className="panel-row-title" data-testid="panel-row-title">
                {titleField ? <FieldValue resource={resource} name={titleField[0]} decl={titleField[1]} value={row[titleField[0]]} record={row} place="list" /> : `#${row.id}`}
              </span>
              {metaField ? (
                <span className="panel-row-date" data-testid="panel-row-date">
                  <FieldValue resource={resource} name={metaField[0]} decl={metaField[1]} value={row[metaField[0]]} record={row} place="list" />
                </span>
              ) : null}
            </List.Item>
          )}
        />
      }
    </Card>
  );
}
