import type { Lang } from '../errors/error-code';
import type { FieldDecl } from '../resource/resource.types';
import { escapeXml, STYLE } from './xlsx-parts';

// How one column's values become cells of the sheet's XML: a function from a value to what follows
// `<c r="B7"` up to `</c>`. Dictionary values as their labels in the caller's language, dates and times
// as Excel dates (a number of days, with a date format), numbers as numbers, the rest as text.
export type CellXml = (value: unknown) => string;

const EXCEL_EPOCH_DAYS = 25569; // 1970-01-01 as an Excel day (days since 1899-12-30)
const DAY_MS = 86_400_000;
const MAX_TEXT = 32_767; // Excel's limit for one cell; longer text makes it call the file damaged
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

export function textCell(text: string): string {
  const t = escapeXml(text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text);
  const space = t.length && (t.charCodeAt(0) <= 32 || t.charCodeAt(t.length - 1) <= 32) ? ' xml:space="preserve"' : '';
  return ` t="inlineStr"><is><t${space}>${t}</t></is>`;
}

const numberCell = (n: number, style = 0) => (Number.isFinite(n) ? `${style ? ` s="${style}"` : ''}><v>${n}</v>` : '');

// A calendar date: a 'YYYY-MM-DD' string (TypeORM's date columns) or a Date at local midnight (pg's
// parse of a raw DATE). Excel counts days from 1899-12-30 and cannot show dates before 1900: those stay
// text.
function dateCell(v: unknown): string | undefined {
  let utc: number | undefined;
  const m = typeof v === 'string' ? DATE_TEXT.exec(v) : null;
  if (m) utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  else if (v instanceof Date) utc = Date.UTC(v.getFullYear(), v.getMonth(), v.getDate());
  if (utc === undefined || Number.isNaN(utc) || utc < Date.UTC(1900, 2, 1)) return undefined;
  return numberCell(utc / DAY_MS + EXCEL_EPOCH_DAYS, STYLE.date);
}

// An instant as the company's wall clock shows it (TIME_ZONE): a sheet has no time zones, and its
// reader is in the company's. The offset is looked up once per day of the export's values, and again
// only for a day in which it changes (summer time).
function wallClock(timeZone: string): (d: Date) => number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const offsetAt = (ms: number) => {
    const p = Object.fromEntries(parts.formatToParts(ms).map((x) => [x.type, Number(x.value)]));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
  };
  const days = new Map<number, number | null>(); // the day's offset, null when it changes within it
  return (d) => {
    const ms = d.getTime();
    const day = Math.floor(ms / DAY_MS);
    let off = days.get(day);
    if (off === undefined) {
      const [start, end] = [offsetAt(day * DAY_MS), offsetAt((day + 1) * DAY_MS - 1)];
      days.set(day, (off = start === end ? start : null));
    }
    return ms + (off ?? offsetAt(ms));
  };
}

// The cell writer for each column, given the dictionaries' labels (dictionary mark → value → label).
export function columnCells(decls: FieldDecl[], lang: Lang, dicts: Map<string, Map<string, string>>, timeZone: string): CellXml[] {
  const wall = wallClock(timeZone);
  const yes = textCell(lang === 'en' ? 'Yes' : '是');
  const no = textCell(lang === 'en' ? 'No' : '否');
  const any: CellXml = (v) => {
    if (typeof v === 'number') return numberCell(v);
    if (typeof v === 'boolean') return v ? yes : no;
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : numberCell(wall(v) / DAY_MS + EXCEL_EPOCH_DAYS, STYLE.dateTime);
    if (Array.isArray(v)) return textCell(v.join(','));
    return textCell(String(v));
  };
  return decls.map((f): CellXml => {
    if (f.type === 'dict' && f.dict) {
      const labels = dicts.get(f.dict);
      return (v) => textCell(labels?.get(String(v)) ?? String(v));
    }
    if (f.type === 'boolean') return (v) => (v ? yes : no);
    if (f.type === 'date') return (v) => dateCell(v) ?? any(v);
    if (f.type === 'datetime') return (v) => any(typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : v);
    return any;
  });
}
