import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../catalog/CatalogProvider';
import { enumKey } from '../../i18n/enum-key';
import { useLang } from '../../i18n/use-lang';
import { fieldOverride } from '../overrides';
import { labelSourceOf } from '../ref-sources';
import type { FieldDecl, ResourceMeta } from '../resource.types';
import { downloadFile } from './FileInput';
import { JsonView } from './JsonView';
import { useRefLabels } from './use-ref-items';

interface Props {
  resource: ResourceMeta;
  name: string;
  decl: FieldDecl;
  value: unknown;
  record: Record<string, unknown>;
  place: 'list' | 'detail';
}

const EMPTY = <span style={{ color: '#bfbfbf' }}>-</span>;

// Read-only rendering of one value by its declared type: dictionary codes become labels, ids become names.
export function FieldValue(props: Props) {
  const Display = fieldOverride(props.resource.name, props.name)?.Display;
  if (Display) return <Display {...props} />;
  return <TypedValue {...props} />;
}

function TypedValue({ decl, value, place, name, record }: Props) {
  const { t } = useTranslation();
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) return EMPTY;
  switch (decl.type) {
    case 'dict':
      return <>{t(enumKey(decl.dict ?? '', value), { defaultValue: String(value) })}</>;
    case 'enum':
      return <>{decl.enumName ? t(enumKey(decl.enumName, value), { defaultValue: String(value) }) : String(value)}</>;
    case 'boolean':
      return <Tag color={value ? 'green' : 'default'}>{value ? t('common.yes') : t('common.no')}</Tag>;
    case 'date':
      return <>{String(value).slice(0, 10)}</>;
    case 'datetime':
      return <>{dayjs(value as string).format('YYYY-MM-DD HH:mm')}</>;
    case 'money':
      return <>{Number(value).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 4 })}</>;
    case 'ref':
    case 'refs':
      // rows that reference a large resource bring the label along
      if (record && typeof record[`${name}Label`] === 'string') return <>{record[`${name}Label`] as string}</>;
      return <RefValue decl={decl} value={value} />;
    case 'json':
      return place === 'detail' ? <JsonView value={value} /> : <Typography.Text ellipsis>{JSON.stringify(value)}</Typography.Text>;
    case 'file':
      return (
        <Button
          type="link"
          size="small"
          icon={<PaperClipOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            void downloadFile(value as number).catch(() => undefined);
          }}
        >
          {t('buttons.download')}
        </Button>
      );
    case 'password':
      return <>******</>;
    default:
      return <>{String(value)}</>;
  }
}

function RefValue({ decl, value }: { decl: FieldDecl; value: unknown }) {
  const labels = useRefLabels(labelSourceOf(decl, useCatalog().resources), decl.refLabel);
  const lang = useLang();
  const name = (id: unknown) => labels.get(id as number)?.label[lang] ?? String(id);
  if (Array.isArray(value))
    return (
      <>
        {value.map((id) => (
          <Tag key={String(id)}>{name(id)}</Tag>
        ))}
      </>
    );
  return <>{name(value)}</>;
}
