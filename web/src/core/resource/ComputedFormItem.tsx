import { Form, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { fieldKey } from '../i18n/enum-key';
import { toWireValue } from './form-values';
import type { FieldDecl, ResourceMeta } from './resource.types';

const WAIT_MS = 250; // typing a date: ask once it settles

// A field the server works out from others (declared `computed`: leave days from the dates and the
// holidays), shown as those fields change by asking the declared operation. Never sent: the write
// counts it again.
export function ComputedFormItem({ resource, name, decl }: { resource: ResourceMeta; name: string; decl: FieldDecl }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { op, from } = decl.computed!;
  const inputs = Form.useWatch((all: Record<string, unknown>) => from.map((n) => toWireValue(resource.fields[n], all[n])), form);
  const key = JSON.stringify(inputs ?? []);
  const [value, setValue] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const body = Object.fromEntries(from.map((n, i) => [n, inputs?.[i]]));
    if (!inputs || Object.values(body).some((v) => v === null || v === undefined || v === '')) {
      setValue(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setBusy(true);
      // inputs the form refuses (an end typed before the start) are not sent: the form says why, and the
      // value stays blank; an answer refused all the same only leaves it blank too
      form
        .validateFields(from, { validateOnly: true })
        .then(() => call<Record<string, unknown>>(resource.name, op, body, { toast: false, overlay: false }))
        .then(({ list }) => live && setValue(list[0]?.[name] ?? null))
        .catch(() => live && setValue(null))
        .finally(() => live && setBusy(false));
    }, WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);

  return (
    <Form.Item label={t(fieldKey(resource.name, name))} tooltip={t('form.computedHint')} data-testid={`form-field-${name}`}>
      <Spin spinning={busy} size="small">
        <Typography.Text strong data-testid={`computed-${name}`} data-value={value === null ? '' : String(value)}>
          {value === null ? '—' : String(value)}
        </Typography.Text>
      </Spin>
    </Form.Item>
  );
}
