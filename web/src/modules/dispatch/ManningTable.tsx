import { Card, Table, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumKey, fieldKey } from '../../core/i18n/enum-key';
import { CellLines, CellNote, CellTag, RowAction, RowActions, type CellTagColor } from '../../core/ui/table-cells';
import type { ManningRow } from './dispatch-api';
import { DISPATCH_OPERATION, WARN_STATUS } from './plan-state';

const WARN_COLOR: Record<string, CellTagColor> = { [WARN_STATUS.Normal]: 'green', [WARN_STATUS.Warning]: 'orange', [WARN_STATUS.Expired]: 'red' };

// a place nobody holds (one held by a seafarer outside the reader's rights is occupied, unnamed)
const vacant = (r: ManningRow) => r.userId == null && !r.occupied;
// a vacant place nobody is coming to: the one to fill
const toFill = (r: ManningRow) => vacant(r) && !r.incoming;
// the rank has more planned holders than the template's places (issue 21)
const overManned = (r: ManningRow) => r.places != null && r.planned != null && r.planned > r.places;

// who an open order brings into the place (issue 21): the holder's reliever, or who joins a free place,
// with the order (a promotion or ship change into it named; a sign-on goes without saying)
function Incoming({ row, text }: { row: ManningRow; text: string }) {
  const { t } = useTranslation();
  const how = row.incomingOperation && row.incomingOperation !== DISPATCH_OPERATION.SignOn ? ` · ${t(enumKey('dispatchOperation', row.incomingOperation))}` : '';
  return (
    <CellLines data-testid="manning-incoming" data-user-id={row.incomingUserId ?? ''}>
      <CellNote>{text}</CellNote>
      {row.incomingCode ? (
        <CellNote style={{ fontSize: 11 }}>
          {row.incomingCode}
          {how}
        </CellNote>
      ) : null}
    </CellLines>
  );
}

export interface ManningCommands {
  editable: boolean; // the plan is a draft and the user may add orders
  onSignOff: (row: ManningRow) => void;
  onRelieve: (row: ManningRow) => void; // a held place: the reliever; a vacant one: who fills it
  onPromote: (row: ManningRow) => void;
  onChangeShip: (row: ManningRow) => void;
}

// The chosen ship's places by rank: who holds each (with their certificates' state and planned
// sign-off) or that it is vacant, and the order of this plan touching it.
export function ManningTable({ rows, loading, title, cmd }: { rows: ManningRow[]; loading: boolean; title: string; cmd: ManningCommands }) {
  const { t } = useTranslation();
  // the columns' labels are the manning list's declaration (BoatPlanOnboat)
  const label = (field: string) => t(fieldKey('BoatPlanOnboat', field));
  const columns: TableColumnsType<ManningRow> = [
    {
      key: 'duty',
      title: label('duty'),
      width: 140,
      render: (_, r) => (
        <CellLines>
          <span>{`${t(enumKey('duty', r.duty), { defaultValue: r.duty })}${rows.filter((x) => x.duty === r.duty).length > 1 ? ` ${r.slot}` : ''}`}</span>
          {/* the rank's count once, on its first place */}
          {r.slot === 1 && overManned(r) ? (
            <CellTag color="red" data-testid="manning-over" style={{ marginTop: 2 }}>
              {t('dispatch.manning.overManned', { planned: r.planned, places: r.places })}
            </CellTag>
          ) : null}
        </CellLines>
      ),
    },
    {
      key: 'seafarer',
      title: label('userId'),
      render: (_, r) =>
        vacant(r) ? (
          r.incoming ? (
            <Incoming row={r} text={t('dispatch.manning.awaiting', { name: r.incomingName ?? t('dispatch.manning.unnamed') })} />
          ) : (
            <CellTag data-testid="manning-vacant">{t('dispatch.manning.vacant')}</CellTag>
          )
        ) : r.userId == null ? (
          <CellNote style={{ fontSize: 'inherit' }}>{t('dispatch.manning.unnamed')}</CellNote>
        ) : (
          <CellLines>
            <span className="manning-holder">
              <span>{r.userName}</span>
              {r.credWarn && r.credWarn !== WARN_STATUS.Normal ? (
                <CellTag color={WARN_COLOR[r.credWarn]} data-testid="manning-warn" data-warn={r.credWarn}>
                  {t(enumKey('warnStatus', r.credWarn))}
                </CellTag>
              ) : null}
            </span>
            {r.incoming ? <Incoming row={r} text={`⇄ ${t('dispatch.manning.relievedBy', { name: r.incomingName ?? t('dispatch.manning.unnamed') })}`} /> : null}
          </CellLines>
        ),
    },
    { key: 'onboatDate', title: label('onboatDate'), width: 100, render: (_, r) => (r.onboatDate ? String(r.onboatDate).slice(0, 10) : '') },
    { key: 'planLeaveboatDate', title: label('planLeaveboatDate'), width: 100, render: (_, r) => (r.planLeaveboatDate ? String(r.planLeaveboatDate).slice(0, 10) : '') },
    {
      key: 'order',
      title: label('orderCode'),
      width: 130,
      render: (_, r) =>
        r.orderCode ? (
          <CellLines data-testid="manning-order">
            <span style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{r.orderCode}</span>
            {r.orderOperation ? <CellTag color="blue">{t(enumKey('dispatchOperation', r.orderOperation))}</CellTag> : null}
          </CellLines>
        ) : null,
    },
  ];
  if (cmd.editable)
    columns.push({
      key: 'ops',
      title: t('list.operations'),
      width: 180,
      render: (_, r) =>
        toFill(r) ? (
          <RowAction onClick={() => cmd.onRelieve(r)} data-testid="manning-fill">
            {t('dispatch.manning.fill')}
          </RowAction>
        ) : r.userId == null ? null : (
          <RowActions wrap>
            {!r.orderCode ? (
              <RowAction onClick={() => cmd.onSignOff(r)} data-testid="manning-signoff">
                {t(enumKey('dispatchOperation', DISPATCH_OPERATION.SignOff))}
              </RowAction>
            ) : null}
            {/* one relief at a time: the server refuses a second, naming the open one */}
            {r.incoming ? (
              // a disabled button gets no pointer events: the span carries the hover for the tooltip
              <Tooltip title={t('dispatch.manning.beingRelieved', { code: r.incomingCode ?? '' })}>
                <span>
                  <RowAction disabled data-testid="manning-relieve">
                    {t('dispatch.manning.relieve')}
                  </RowAction>
                </span>
              </Tooltip>
            ) : (
              <RowAction onClick={() => cmd.onRelieve(r)} data-testid="manning-relieve">
                {t('dispatch.manning.relieve')}
              </RowAction>
            )}
            {!r.orderCode ? (
              <>
                <RowAction onClick={() => cmd.onPromote(r)} data-testid="manning-promote">
                  {t(enumKey('dispatchOperation', DISPATCH_OPERATION.Promotion))}
                </RowAction>
                <RowAction onClick={() => cmd.onChangeShip(r)} data-testid="manning-change">
                  {t(enumKey('dispatchOperation', DISPATCH_OPERATION.ShipChange))}
                </RowAction>
              </>
            ) : null}
          </RowActions>
        ),
    });

  return (
    <Card size="small" title={title} data-testid="manning">
      <Table<ManningRow>
        size="small"
        rowKey={(r) => `${r.duty}-${r.slot}`}
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        onRow={(r) => ({ 'data-testid': 'manning-row', 'data-user-id': r.userId ?? '', 'data-duty': r.duty, 'data-slot': r.slot, 'data-incoming': r.incomingUserId ?? '', 'data-planned': r.planned ?? '', 'data-places': r.places ?? '' }) as object}
        rowClassName={(r) => (toFill(r) ? 'manning-vacant' : r.credWarn === WARN_STATUS.Expired ? 'row-expired' : r.credWarn === WARN_STATUS.Warning ? 'row-warn' : '')}
      />
    </Card>
  );
}
