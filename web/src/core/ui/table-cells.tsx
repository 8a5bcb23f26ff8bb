import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import './table-cells.css';

// What a table draws in each row, light. A table draws these once per row and per column, so each is a
// native element with a class (table-cells.css) instead of an antd component; the rest of a screen keeps
// antd's.

// A table row's action: a text button in the link colour, as antd's <Button type="link" size="small">
// looks, but a native <button>. A table draws one per action per row (the plan's manning: 25 places ×
// 4 actions) and each antd Button brings its theme hooks, style registration and click wave; on the plan
// view they and the Spaces around them were about 80 ms of a 400 ms click (issue 21 §2, measured with
// `BENCH_ONLY=web`). Everything else on a screen keeps antd's Button.
export function RowAction({ danger, className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean }) {
  return <button type="button" {...rest} className={classes('row-action', danger && 'row-action-danger', className)} />;
}

// A row's actions side by side, on one line, or wrapping in a narrow column when asked.
export function RowActions({ wrap, className, ...rest }: HTMLAttributes<HTMLDivElement> & { wrap?: boolean }) {
  return <div {...rest} className={classes('row-actions', wrap && 'row-actions-wrap', className)} />;
}

// Lines of a cell one under the other (a name and, under it, what is happening to it), as
// <Space direction="vertical" size={0}> drew them, without a component per cell.
export function CellLines({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={classes('cell-lines', className)} />;
}

// A cell's secondary line (an order's code, a reason): smaller and in the secondary text colour, as
// <Typography.Text type="secondary"> drew it.
export function CellNote({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} className={classes('cell-note', className)} />;
}

// A cell's tag: antd's filled <Tag color=…> as the app theme draws it (table-cells.css), a native <span>.
// A plan's orders and manning drew some fifty antd Tags, each with its theme hooks and colour parsing,
// and a Tooltip (a popup trigger) per certificate at fault: its hint is now the element's title.
export type CellTagColor = 'default' | 'green' | 'orange' | 'red' | 'blue' | 'volcano' | 'purple' | 'cyan' | 'gold' | 'processing' | 'success';
export function CellTag({ color = 'default', className, ...rest }: HTMLAttributes<HTMLSpanElement> & { color?: CellTagColor }) {
  return <span {...rest} className={classes('cell-tag', `cell-tag-${color}`, className)} />;
}

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');
