import { Alert, App, Col, Form, Row, Spin, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { useSession } from '../access/session';
import { isApiError } from '../api/api-error';
import { newIdempotencyKey, outcomeUnknown } from '../api/idempotency-key';
import { applyServerErrors } from './apply-server-errors';
import { FieldFormItem } from './FieldFormItem';
import { formFields, isWideField, lockedFields, type FormMode } from './field-rules';
import { fromFormValues, toFormValues } from './form-values';
import { fieldOverride } from './overrides';
import { invalidateRefItems } from './ref-sources';
import { actionKey } from '../i18n/enum-key';
import type { ActionMeta, FieldDecl, ResourceMeta } from './resource.types';
import { useConfirm } from './use-confirm';
import type { Row as Rec } from './use-resource-list';

export type FormTarget = { mode: 'insert' } | { mode: 'update'; row: Rec };

function defaults(resource: ResourceMeta): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(resource.fields)) if (f.defaultValue !== undefined) out[name] = f.defaultValue;
  return out;
}

export interface RecordFormState {
  form: FormInstance;
  mode: FormMode;
  fields: Array<[string, FieldDecl]>;
  loading: boolean;
  saving: boolean;
  stale: boolean;
  // fields shown but not offered: on one's own row (an account) only the profile is one's own to change
  locked: Set<string>;
  // the row being edited as read (null for a new one): what its planned dates may keep
  record: Rec | null;
  // saves; `then` is an action on the saved row (save and submit), taken once the form's checks pass and
  // its confirmation (if declared) is given
  submit: (then?: ActionMeta) => Promise<void>;
}

// A create/edit form driven by the field declarations, in a drawer or inline on a page. Updates send the
// version they were read at, so a stale edit (409) reloads the record instead of overwriting someone
// else's change. `fixed` values (a related list's parent id) are not shown and go with every insert.
export function useRecordForm(
  resource: ResourceMeta,
  target: FormTarget | null,
  opts: { fixed?: Record<string, unknown>; onSaved: (saved: Rec) => void; onLoadFailed?: () => void; onDraftSaved?: () => void },
): RecordFormState {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [record, setRecord] = useState<Rec | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  // a new record saved whose follow-up action failed: the form goes on editing it
  const [savedAs, setSavedAs] = useState<Rec | null>(null);
  // the Idempotency-Key of the record this form makes: saving again after a lost answer (timeout,
  // network) answers the record already made instead of making a second one; a new form, a new key
  const insertKey = useRef(newIdempotencyKey());
  const confirm = useConfirm();
  const mode: FormMode = savedAs ? 'update' : (target?.mode ?? 'insert');
  const fields = formFields(resource, mode).filter(([n]) => !opts.fixed || !(n in opts.fixed));
  const { user } = useSession();
  const locked = lockedFields(resource, mode, record, user?.userId);

  const load = async (row: Rec) => {
    // getById answers the full record (refs such as roleIds/menuIds, the current version)
    if (!resource.operations.includes('getById')) return row;
    const { list } = await call<Rec>(resource.name, 'getById', { id: row.id });
    return list[0] ?? row;
  };

  useEffect(() => {
    setStale(false);
    setSavedAs(null);
    insertKey.current = newIdempotencyKey();
    if (!target) return;
    form.resetFields();
    if (target.mode === 'insert') {
      setRecord(null);
      form.setFieldsValue(toFormValues(resource.fields, defaults(resource)));
      return;
    }
    setLoading(true);
    load(target.row)
      .then((r) => {
        setRecord(r);
        form.setFieldsValue(toFormValues(resource.fields, r));
      })
      .catch(() => opts.onLoadFailed?.())
      .finally(() => setLoading(false));
  }, [target]);

  const submit = async (then?: ActionMeta) => {
    const values = await form.validateFields();
    if (then?.confirm && !(await confirm(t('messages.confirmAction', { action: t('buttons.saveAnd', { action: t(actionKey(resource.name, then.name)) }) }), !!then.danger))) return;
    const body = fromFormValues(resource.fields, values, mode);
    setSaving(true);
    try {
      const { list } =
        mode === 'insert'
          ? await call<Rec>(resource.name, 'insert', { ...body, ...opts.fixed }, { idempotencyKey: insertKey.current })
          : await call<Rec>(resource.name, 'update', { ...body, id: record!.id, version: record!.version });
      invalidateRefItems(resource.name);
      if (then) {
        try {
          await call(resource.name, then.name, { id: list[0].id });
        } catch (e) {
          // saved, not taken (no approver, leave left): keep the saved record open to mend and retry
          setSavedAs(list[0]);
          setRecord(list[0]);
          opts.onDraftSaved?.();
          void message.success(t('messages.saved'));
          throw e;
        }
        void message.success(t('messages.success'));
      } else void message.success(t('messages.saved'));
      opts.onSaved(list[0]);
    } catch (e) {
      if (!isApiError(e)) throw e;
      if (!outcomeUnknown(e.code)) insertKey.current = newIdempotencyKey();
      applyServerErrors(form, e, fields.map(([n]) => n));
      if (e.isStale && record) {
        const fresh = await load(record).catch(() => null);
        if (fresh) {
          setStale(true);
          setRecord(fresh);
          form.setFieldsValue(toFormValues(resource.fields, fresh));
        }
      }
    } finally {
      setSaving(false);
    }
  };

  return { form, mode, fields, loading, saving, stale, locked, record, submit };
}

// The fields of the form, two to a row (wide widgets take a whole row).
export function RecordFormBody({ resource, state }: { resource: ResourceMeta; state: RecordFormState }) {
  const { t } = useTranslation();
  return (
    <>
      {state.stale ? <Alert type="warning" showIcon title={t('messages.stale')} style={{ marginBottom: 16 }} data-testid="form-stale" /> : null}
      <Spin spinning={state.loading}>
        <Form form={state.form} layout="vertical" data-testid="record-form" data-resource={resource.name}>
          <Row gutter={16}>
            {state.fields.map(([name, decl]) => (
              <Col key={name} span={isWideField(decl) || fieldOverride(resource.name, name)?.FormItem ? 24 : 12}>
                <FieldFormItem resource={resource} name={name} decl={decl} mode={state.mode} locked={state.locked.has(name)} stored={state.record?.[name]} />
              </Col>
            ))}
          </Row>
        </Form>
      </Spin>
    </>
  );
}
