import { Form, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { useLang } from '../../i18n/use-lang';
import { rowCode, rowLabel } from '../ref-sources';
import './ref-option.css';

interface Props {
  resource: string;
  refLabel?: string;
  refFilter?: Record<string, string>;
  value?: number | null;
  onChange?: (v: unknown) => void;
  id?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

// label: what the field shows once picked; code: what the list adds to tell namesakes apart
type Option = { value: number; label: string; code?: string };
const PAGE = 20;

// Picks a row of a large resource (100,000 seafarers) by typing: the server searches its keyword
// fields, 20 at a time. With refFilter, only rows matching other fields of the same form are offered
// (the certificates of the chosen seafarer). The current value's label is read once by id.
export function RemoteRefSelect({ resource, refLabel, refFilter, value, onChange, ...rest }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = Form.useFormInstance();
  // the filter's values as one string, so the search runs again only when one of them changes
  const watched = Form.useWatch(
    (values: Record<string, unknown> | undefined) => JSON.stringify(Object.fromEntries(Object.entries(refFilter ?? {}).map(([target, source]) => [target, values?.[source] ?? null]))),
    form,
  );
  const where = useMemo(() => JSON.parse(watched ?? '{}') as Record<string, unknown>, [watched]);
  const blocked = Object.values(where).some((v) => v == null || v === '');
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const [current, setCurrent] = useState<Option | null>(null);
  const seq = useRef(0);

  const search = (keyword: string) => {
    if (blocked) return setOptions([]);
    const mine = ++seq.current;
    setLoading(true);
    call<Record<string, unknown>>(resource, 'getList', { pageNum: 1, pageSize: PAGE, ...(keyword ? { keyword } : {}), ...where }, { toast: false, overlay: false })
      .then(({ list }) => mine === seq.current && setOptions(list.map((r) => ({ value: r.id as number, label: rowLabel(r, refLabel)[lang], code: rowCode(r, refLabel) }))))
      .catch(() => undefined)
      .finally(() => mine === seq.current && setLoading(false));
  };
  useEffect(() => search(''), [watched]);

  useEffect(() => {
    if (value == null || options.some((o) => o.value === value) || current?.value === value) return;
    call<Record<string, unknown>>(resource, 'getById', { id: value }, { toast: false, overlay: false })
      .then(({ list }) => list[0] && setCurrent({ value, label: rowLabel(list[0], refLabel)[lang] }))
      .catch(() => undefined);
  }, [value]);

  const shown = current && !options.some((o) => o.value === current.value) ? [current, ...options] : options;
  return (
    <Select
      {...rest}
      value={value ?? undefined}
      onChange={onChange}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      loading={loading}
      disabled={rest.disabled || blocked}
      placeholder={t('form.search')}
      options={shown}
      optionRender={(o) => (
        <span className="ref-option">
          {o.label}
          {o.data.code && <span className="ref-option-code">{o.data.code}</span>}
        </span>
      )}
      style={{ width: '100%' }}
    />
  );
}
