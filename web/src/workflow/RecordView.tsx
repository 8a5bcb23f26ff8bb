import { Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../core/catalog/CatalogProvider';
import { fieldKey } from '../core/i18n/enum-key';
import { detailFields, isWideField } from '../core/resource/field-rules';
import { FieldValue } from '../core/resource/fields/FieldValue';
import { recordSectionsOf } from './record-sections';

// The business record of a flow, read-only, drawn from its resource's declaration, and below it what
// the record's module registered for it (registerRecordSection).
export function RecordView({ resource, record }: { resource: string; record: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const meta = useCatalog().resources.find((r) => r.name === resource);
  if (!meta || !record) return <Empty />;
  const items = detailFields(meta)
    .filter(([name]) => name !== 'instanceId' && name !== 'definitionId')
    .map(([name, decl]) => ({
      key: name,
      label: t(fieldKey(meta.name, name)),
      span: isWideField(decl) ? 2 : 1,
      children: <FieldValue resource={meta} name={name} decl={decl} value={record[name]} record={record} place="detail" />,
    }));
  const sections = recordSectionsOf(meta.name);
  const table = <Descriptions bordered size="small" column={2} items={items} styles={{ label: { width: 130 } }} data-testid="flow-record" />;
  if (!sections.length) return table;
  return (
    <>
      {table}
      {sections.map((Section, i) => (
        <Section key={i} resource={meta.name} record={record} />
      ))}
    </>
  );
}
