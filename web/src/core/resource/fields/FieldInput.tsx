import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../form-values';
import type { FieldDecl } from '../resource.types';
import { DictSelect, EnumSelect } from './DictSelect';
import { FileInput } from './FileInput';
import { JsonView } from './JsonView';
import { RefSelect } from './RefSelect';

dayjs.extend(customParseFormat);

// what antd's picker shows and takes typed, with and without the time
const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

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
      const picker = <DatePicker {...full} showTime={showTime} disabledDate={disabledDate} {...common} />;
      if (!disabledDate) return picker;
      const keep = keepRefusedDay(showTime, disabledDate, value, onChange);
      // captured before the picker's own handlers, which put its last value back in the box
      return (
        <span style={{ display: 'block' }} onBlurCapture={keep} onKeyDownCapture={(e) => e.key === 'Enter' && keep(e)}>
          {picker}
        </span>
      );
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

// The picker drops a typed day its limits disable, and the form then only says "please select" (an end
// typed before the start). The typed day is kept instead, so the field's rule says what is wrong with it.
function keepRefusedDay(showTime: boolean, disabledDate: (d: Dayjs) => boolean, value: unknown, onChange: Props['onChange']) {
  return (e: SyntheticEvent) => {
    if (!(e.target instanceof HTMLInputElement)) return;
    const d = dayjs(e.target.value, showTime ? DATETIME_FORMAT : DATE_FORMAT, true);
    if (d.isValid() && disabledDate(d) && !(dayjs.isDayjs(value) && value.isSame(d))) onChange?.(d);
  };
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
