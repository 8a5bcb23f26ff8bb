import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FieldDecl } from '../resource.types';
import { DictSelect, EnumSelect } from './DictSelect';
import { FileInput } from './FileInput';
import { JsonView } from './JsonView';
import { RefSelect } from './RefSelect';

interface Props {
  decl: FieldDecl;
  purpose: 'form' | 'filter';
  value?: any;
  onChange?: (v: any) => void;
  id?: string;
  disabled?: boolean;
  'data-testid'?: string;
  disabledDate?: (d: Dayjs) => boolean; // days a date field may not take (its declaration's limits)
}

// One widget per declared type (twenty's FieldInput idea). Form.Item injects value/onChange/id.
export function FieldInput({ decl, purpose, value, onChange, disabledDate, ...rest }: Props) {
  const { t } = useTranslation();
  const filter = purpose === 'filter';
  const common = { value, onChange, ...rest };
  const full = { style: { width: '100%' } };
  const range = filter && decl.filter === 'range';
  const many = filter && decl.filter === 'in';

  switch (decl.type) {
    case 'text':
      return filter ? <Input allowClear {...common} /> : <Input.TextArea rows={3} maxLength={decl.max} showCount={!!decl.max} {...common} />;
    case 'password':
      return <Input.Password autoComplete="new-password" maxLength={decl.max} {...common} />;
    case 'int':
    case 'number':
    case 'money':
      if (range) return <NumberRange decl={decl} {...common} />;
      // no min/max on the input: it would clamp an out-of-range entry silently; the form rules say so
      return <InputNumber {...full} precision={decl.type === 'int' ? 0 : undefined} stringMode={decl.type === 'money'} {...common} />;
    case 'boolean':
      if (filter)
        return (
          <Select
            allowClear
            placeholder={t('form.select')}
            options={[
              { value: true, label: t('common.yes') },
              { value: false, label: t('common.no') },
            ]}
            {...common}
          />
        );
      return <Switch checked={!!value} onChange={onChange} id={rest.id} disabled={rest.disabled} data-testid={rest['data-testid']} />;
    case 'date':
    case 'datetime': {
      const showTime = decl.type === 'datetime';
      if (range) return <DatePicker.RangePicker {...full} showTime={showTime} allowEmpty={[true, true]} {...common} />;
      return <DatePicker {...full} showTime={showTime} disabledDate={disabledDate} {...common} />;
    }
    case 'dict':
      return <DictSelect mark={decl.dict ?? ''} mode={many ? 'multiple' : undefined} {...common} />;
    case 'enum':
      return <EnumSelect enumName={decl.enumName} options={decl.options ?? []} mode={many ? 'multiple' : undefined} {...common} />;
    case 'ref':
    case 'refs':
      return <RefSelect resource={decl.ref ?? ''} refLabel={decl.refLabel} refFilter={filter ? undefined : decl.refFilter} multiple={decl.type === 'refs' || many} {...common} />;
    case 'file':
      return filter ? <InputNumber {...full} {...common} /> : <FileInput {...common} />;
    case 'json':
      return <JsonView value={value} />;
    default:
      return <Input allowClear maxLength={filter ? undefined : decl.max} {...common} />;
  }
}

function NumberRange({ decl, value, onChange, id }: { decl: FieldDecl; value?: [number | null, number | null]; onChange?: (v: [number | null, number | null]) => void; id?: string }) {
  const [from, to] = value ?? [null, null];
  return (
    <span id={id} style={{ display: 'flex', gap: 4 }}>
      <InputNumber style={{ flex: 1 }} min={decl.min} max={decl.max} value={from} onChange={(v) => onChange?.([v as number | null, to])} />
      <span>~</span>
      <InputNumber style={{ flex: 1 }} min={decl.min} max={decl.max} value={to} onChange={(v) => onChange?.([from, v as number | null])} />
    </span>
  );
}
