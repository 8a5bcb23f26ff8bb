import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldKey } from '../i18n/enum-key';
import type { ReportChart as ChartDecl } from './resource.types';

// A report's chart where a trend is the point (its declaration's `chart`): the server's series (each
// measure summed per x over the whole filtered result, not the page) as lines or grouped bars, drawn
// in SVG (antd has no chart; the bundle takes no chart library for one small picture).
const W = 640;
const H = 200;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };

export function ReportChart({ resource, chart, series }: { resource: string; chart: ChartDecl; series: Array<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const colors = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, token.colorInfo];
  if (!series.length) return null;
  const max = Math.max(1, ...series.flatMap((p) => chart.y.map((y) => Number(p[y] ?? 0))));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / series.length;
  const xAt = (i: number) => PAD.left + step * (i + 0.5);
  const yAt = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = [0, 0.5, 1].map((f) => Math.round(max * f));
  // at most ~12 x labels, evenly spread
  const every = Math.ceil(series.length / 12);
  const barW = (step * 0.7) / chart.y.length;
  return (
    <figure style={{ margin: '0 0 16px' }} data-testid="report-chart" aria-label={t('list.chart')}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" style={{ maxHeight: 240 }} role="img">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={yAt(v)} y2={yAt(v)} stroke={token.colorBorderSecondary} />
            <text x={PAD.left - 6} y={yAt(v) + 4} textAnchor="end" fontSize={10} fill={token.colorTextSecondary}>
              {v}
            </text>
          </g>
        ))}
        {series.map((p, i) =>
          i % every ? null : (
            <text key={i} x={xAt(i)} y={H - 8} textAnchor="middle" fontSize={10} fill={token.colorTextSecondary}>
              {String(p[chart.x] ?? '')}
            </text>
          ),
        )}
        {chart.y.map((y, k) =>
          chart.type === 'bar' ? (
            <g key={y} fill={colors[k % colors.length]} data-series={y}>
              {series.map((p, i) => {
                const v = Number(p[y] ?? 0);
                return <rect key={i} x={xAt(i) - (step * 0.7) / 2 + k * barW} y={yAt(v)} width={barW} height={PAD.top + plotH - yAt(v)} />;
              })}
            </g>
          ) : (
            <polyline key={y} data-series={y} fill="none" stroke={colors[k % colors.length]} strokeWidth={2} points={series.map((p, i) => `${xAt(i)},${yAt(Number(p[y] ?? 0))}`).join(' ')} />
          ),
        )}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, justifyContent: 'center', fontSize: 12 }}>
        {chart.y.map((y, k) => (
          <span key={y}>
            <span style={{ display: 'inline-block', width: 10, height: 10, marginRight: 4, background: colors[k % colors.length] }} />
            {t(fieldKey(resource, y))}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
