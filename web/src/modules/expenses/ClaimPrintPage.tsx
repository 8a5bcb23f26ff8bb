import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Result, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { canOperation } from '../../core/access/operation-access';
import { useSession } from '../../core/access/session';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { fieldKey } from '../../core/i18n/enum-key';
import { FieldValue } from '../../core/resource/fields/FieldValue';
import type { ResourceMeta } from '../../core/resource/resource.types';
import type { Row } from '../../core/resource/use-resource-list';
import type { FlowDetail } from '../../workflow/workflow-api';
import { amountToPay } from './amount-words';
import { claimById, claimHistory, claimLines, CLAIMS, LINES, markPrinted, PRINT_OP, PRINTABLE } from './claim-api';
import './expenses.css';

const HEADER = ['code', 'claimDate', 'userId', 'shipId', 'shipownerId', 'claimState', 'reason', 'billNum', 'starterId', 'deptId'];
const TOTALS = ['expTotalFee', 'companyPaidFee', 'caTotalFee', 'totalFee'];
const SHOWN_ACTIONS = new Set(['submit', 'approve', 'reject', 'withdraw', 'close']);
const PAGE_STYLE = '@page { size: A4 portrait; margin: 12mm; }';

// The claim form on A4 (issue 23 §6): the claim, its lines, its totals, the amount in Chinese capitals
// (SPEC §5) and the approval history, printed through the browser's print. Drawn over the frame; in print
// only the form is on the page (expenses.css: the frame is left out while the form is open). Its Print
// records who printed and when (updatePrintFlg), then opens the browser's print dialog.
export function ClaimPrintPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { grant } = useSession();
  const meta = useCatalog().resources.find((r) => r.name === CLAIMS);
  const [claim, setClaim] = useState<Row | null | undefined>(undefined);
  const [lines, setLines] = useState<Row[]>([]);
  const [flow, setFlow] = useState<FlowDetail | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([claimById(id), claimLines(id).catch(() => []), claimHistory(id)])
      .then(([c, l, f]) => {
        if (!live) return;
        setClaim(c ?? null);
        setLines(l);
        setFlow(f);
      })
      .catch(() => live && setClaim(null));
    return () => {
      live = false;
    };
  }, [id]);

  // only the form prints while it is open: the page size, and the frame left out (expenses.css)
  useEffect(() => {
    document.body.classList.add('expense-printing');
    const style = document.createElement('style');
    style.textContent = PAGE_STYLE;
    document.head.appendChild(style);
    return () => {
      document.body.classList.remove('expense-printing');
      style.remove();
    };
  }, []);

  const back = () => void navigate(`/home/${CLAIMS}`);
  const mayPrint = !!meta && canOperation(grant, meta, PRINT_OP) && !!claim && PRINTABLE.includes(String(claim.claimState));
  const print = async () => {
    setBusy(true);
    try {
      const updated = await markPrinted(id);
      if (updated) setClaim(updated);
      // printed as now recorded: the form drawn again first
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      window.print();
    } catch {
      // the client said why
    } finally {
      setBusy(false);
    }
  };

  const body =
    claim === undefined || !meta ? (
      <Spin style={{ display: 'block', margin: '80px auto' }} />
    ) : claim === null ? (
      <Result status="404" title={t('expenses.print.notFound')} />
    ) : (
      <ClaimForm meta={meta} claim={claim} lines={lines} flow={flow} />
    );

  return createPortal(
    <div className="expense-print-overlay" data-testid="claim-print-overlay">
      <div className="expense-print-toolbar">
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="claim-print-back">
            {t('expenses.print.back')}
          </Button>
          <Button type="primary" icon={<PrinterOutlined />} disabled={!mayPrint} loading={busy} onClick={() => void print()} data-testid="claim-print-go">
            {t('expenses.print.print')}
          </Button>
        </Space>
      </div>
      {body}
    </div>,
    document.body,
  );
}

function ClaimForm({ meta, claim, lines, flow }: { meta: ResourceMeta; claim: Row; lines: Row[]; flow: FlowDetail | null }) {
  const { t } = useTranslation();
  const value = (name: string) => (meta.fields[name] ? <FieldValue resource={meta} name={name} decl={meta.fields[name]} value={claim[name]} record={claim} place="detail" /> : null);
  const pay = amountToPay(String(claim.totalFee ?? '0'));
  const history = (flow?.history ?? []).filter((h) => SHOWN_ACTIONS.has(h.action));
  return (
    <div className="expense-print" data-testid="claim-print" data-claim-id={claim.id}>
      <h1>{t('expenses.print.title')}</h1>
      <table className="expense-print-grid">
        <tbody>
          {pairs(HEADER.filter((n) => meta.fields[n])).map((row) => (
            <tr key={row.join()}>
              {row.map((n) => [
                <th key={`${n}-l`}>{t(fieldKey(CLAIMS, n))}</th>,
                <td key={`${n}-v`} data-testid={`claim-print-${n}`}>
                  {value(n)}
                </td>,
              ])}
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{t('expenses.print.lines')}</h2>
      <PrintedLines lines={lines} />

      <h2>{t('expenses.print.totals')}</h2>
      <table className="expense-print-grid">
        <tbody>
          <tr>
            {TOTALS.map((n) => [
              <th key={`${n}-l`}>{t(fieldKey(CLAIMS, n))}</th>,
              <td key={`${n}-v`} className="num" data-testid={`claim-print-${n}`}>
                {value(n)}
              </td>,
            ])}
          </tr>
          <tr>
            <th>{t(pay.returns ? 'expenses.print.toReturn' : 'expenses.print.toPay')}</th>
            <td className="num" data-testid="claim-print-amount">
              {Number(pay.amount).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
            </td>
            <th>{t('expenses.print.capitals')}</th>
            <td colSpan={5} className="capitals" data-testid="claim-print-capitals">
              {t('expenses.print.capitalsNote')} {pay.capitals}
            </td>
          </tr>
        </tbody>
      </table>

      <h2>{t('expenses.print.history')}</h2>
      {!flow ? (
        <p className="expense-print-note" data-testid="claim-print-no-history">
          {t(claim.instanceId || claim.status !== '1' ? 'expenses.print.historyHidden' : 'expenses.print.noHistory')}
        </p>
      ) : (
        <table className="expense-print-grid history" data-testid="claim-print-history">
          <thead>
            <tr>
              <th>{t('expenses.print.step')}</th>
              <th>{t('expenses.print.actor')}</th>
              <th>{t('expenses.print.outcome')}</th>
              <th>{t('expenses.print.comment')}</th>
              <th>{t('expenses.print.at')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((h) => (
              <tr key={h.id} data-testid="claim-print-history-row" data-action={h.action}>
                <td>{h.action === 'submit' ? t('workflow.actions.submit') : (h.elementName ?? '')}</td>
                <td>{h.onBehalfOfName ? t('workflow.onBehalf', { agent: h.actorName ?? '', owner: h.onBehalfOfName }) : (h.actorName ?? t('workflow.system'))}</td>
                <td>{h.action === 'submit' ? '' : t(`workflow.actions.${h.action}`)}</td>
                <td>{h.comment ?? ''}</td>
                <td>{dayjs(h.at).format('YYYY-MM-DD HH:mm')}</td>
              </tr>
            ))}
            {flow.pending.map((s) => (
              <tr key={`p${s.id ?? s.elementId}`} data-action="pending">
                <td>{s.name}</td>
                <td>{[...s.approverNames, ...s.roleNames.map((r) => t('workflow.role', { role: r }))].join('、')}</td>
                <td>{t('workflow.waiting')}</td>
                <td />
                <td />
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <table className="expense-print-signatures">
        <tbody>
          <tr>
            {['signClaimant', 'signManager', 'signFinance', 'signCashier'].map((k) => (
              <td key={k}>{t('expenses.print.labelled', { label: t(`expenses.print.${k}`) })}</td>
            ))}
          </tr>
        </tbody>
      </table>
      {claim.printedAt ? (
        <p className="expense-print-note" data-testid="claim-print-printed">
          {t('expenses.print.labelled', { label: t(fieldKey(CLAIMS, 'printedBy')) })}
          {value('printedBy')}　{t('expenses.print.labelled', { label: t(fieldKey(CLAIMS, 'printedAt')) })}
          {value('printedAt')}
        </p>
      ) : null}
    </div>
  );
}

// The lines as the form prints them: narrow columns on A4 (currencies by their codes, flags as marks),
// each value as its declaration says.
const LINE_COLUMNS = ['feeGroup', 'feeType', 'feeDate', 'currency', 'amount', 'exchangeRate', 'cnyAmount', 'billNum', 'companyPaid', 'checked', 'note'];
const NUMBERS = new Set(['amount', 'exchangeRate', 'cnyAmount', 'billNum']);
const MARKS = new Set(['companyPaid', 'checked']);

function PrintedLines({ lines }: { lines: Row[] }) {
  const { t } = useTranslation();
  const meta = useCatalog().resources.find((r) => r.name === LINES);
  if (!meta) return null;
  const columns = LINE_COLUMNS.filter((n) => meta.fields[n]);
  const cell = (r: Row, n: string) => {
    if (n === 'currency') return String(r.currency ?? '');
    if (MARKS.has(n)) return r[n] === '1' ? '✓' : '';
    return <FieldValue resource={meta} name={n} decl={meta.fields[n]} value={r[n]} record={r} place="list" />;
  };
  return (
    <table className="expense-print-grid lines" data-testid="claim-print-lines">
      <thead>
        <tr>
          <th>{t('expenses.print.no')}</th>
          {columns.map((n) => (
            <th key={n}>{t(fieldKey(LINES, n))}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.length ? (
          lines.map((r, i) => (
            <tr key={r.id} data-testid="claim-line">
              <td>{i + 1}</td>
              {columns.map((n) => (
                <td key={n} className={NUMBERS.has(n) ? 'num' : MARKS.has(n) ? 'mark' : undefined}>
                  {cell(r, n)}
                </td>
              ))}
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={columns.length + 1}>{t('expenses.print.noLines')}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

// the header's fields two to a row
function pairs<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += 2) out.push(items.slice(i, i + 2));
  return out;
}
