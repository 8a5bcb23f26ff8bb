import { App } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canOperation } from '../access/operation-access';
import { useSession } from '../access/session';
import { call, download, saveBlob } from '../api/client';
import { newIdempotencyKey } from '../api/idempotency-key';
import { useCatalog } from '../catalog/CatalogProvider';
import { actionKey } from '../i18n/enum-key';
import { actionApplies } from './action-rules';
import { ActionFormModal } from './ActionFormModal';
import { OperationController, type OpenOptions, type OperationDeps, type OperationState, type Rows } from './operation-controller';
import { isStandardAction, operationAction } from './operation-dialog';
import { invalidateRefItems } from './ref-sources';
import { useConfirm } from './use-confirm';
import type { ActionMeta, ResourceMeta } from './resource.types';

type Values = Record<string, unknown>;

export interface OperationsOptions {
  // after a call that changed something: the answered rows, e.g. to read the screen again
  onChanged?: (op: string, rows: Rows) => void;
}

// One operation as a screen uses it: may the user call it (on this row), its label, open its declared
// dialog (or its "are you sure?") and call it, call it with values the screen has, and whether a call
// is under way. `dialog` is rendered once by the screen (one per useOperations).
export interface OperationHandle {
  name: string;
  action: ActionMeta | undefined;
  label: string;
  allowed: boolean;
  appliesTo: (row: Values) => boolean;
  open: (options?: OpenOptions) => Promise<Rows | null>;
  openRow: (row: Values, subject?: string) => Promise<Rows | null>;
  run: (body: Values) => Promise<Rows | null>;
  keyed: () => (body: Values) => Promise<Rows | null>;
  busy: boolean;
}

const NO_RESOURCE: ResourceMeta = { name: '', label: { zh: '', en: '' }, fields: {}, operations: [], access: {}, actions: [] };

// Every declared operation of one resource for one screen, sharing one dialog: what generic lists and
// special screens (the dispatch plan view) use, so a declared form is drawn one way everywhere.
export function useOperations(resource: ResourceMeta | string | undefined, options: OperationsOptions = {}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { resources } = useCatalog();
  const { grant, user } = useSession();
  const meta = (typeof resource === 'string' ? resources.find((r) => r.name === resource) : resource) ?? NO_RESOURCE;
  const askFirst = useConfirm();
  const [state, setState] = useState<OperationState>({ opening: null, busy: false });

  const label = (a: ActionMeta) => (isStandardAction(a.name) ? t(`buttons.${a.name}`) : t(actionKey(meta.name, a.name)));
  const deps: OperationDeps = {
    call: (name, op, body, idempotencyKey) => call(name, op, body, { idempotencyKey }),
    download: async (name, op, body) => {
      const { blob, filename } = await download(name, op, body);
      saveBlob(blob, filename);
    },
    confirm: askFirst,
    success: (text) => void message.success(text),
    words: { label, confirmAction: (action) => t('messages.confirmAction', { action }), confirmDelete: t('messages.confirmDelete'), done: t('messages.success') },
    changed: (op, rows) => {
      invalidateRefItems(meta.name);
      options.onChanged?.(op, rows);
    },
    newKey: newIdempotencyKey,
  };
  const controller = useRef<OperationController | null>(null);
  controller.current ??= new OperationController(meta, deps, setState);
  controller.current.update(meta, deps);
  const c = controller.current;

  const of = (op: string): OperationHandle => {
    const action = operationAction(meta, op);
    const allowed = canOperation(grant, meta, op);
    return {
      name: op,
      action,
      label: action ? label(action) : op,
      allowed,
      appliesTo: (row) => allowed && (!action || actionApplies(action, row, user?.userId)),
      open: (o) => c.open(op, o),
      openRow: (row, subject) => c.open(op, { base: { id: row.id }, context: row, subject }),
      run: (body) => c.run(op, body),
      keyed: () => c.keyed(op),
      busy: state.busy,
    };
  };

  const opening = state.opening;
  const dialog: ReactNode = (
    <ActionFormModal resource={meta} opening={opening} busy={state.busy} onCancel={() => c.cancel()} onSubmit={(values) => c.submit(values)} />
  );
  return { meta, of, busy: state.busy, dialog };
}

// One operation (Tasklist's one hook per call): `useOperation('BoatPlanDispatch', 'finish')`.
export function useOperation(resource: ResourceMeta | string | undefined, op: string, options?: OperationsOptions): OperationHandle & { dialog: ReactNode } {
  const ops = useOperations(resource, options);
  return { ...ops.of(op), dialog: ops.dialog };
}
