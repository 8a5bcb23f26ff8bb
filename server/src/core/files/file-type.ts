// What a file is, read from its bytes: the name and the client's mime type are the uploader's word,
// the magic bytes are not. Only kinds we can recognise positively are ever accepted.

export type FileKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'doc' | 'xls' | 'ppt' | 'text';

export interface DetectedType {
  kind: FileKind;
  mimeType: string;
  extensions: string[]; // the first is the one a misnamed file gets
}

const TYPES: Record<Exclude<FileKind, 'text'>, Omit<DetectedType, 'kind'>> = {
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jfif'] },
  png: { mimeType: 'image/png', extensions: ['png'] },
  gif: { mimeType: 'image/gif', extensions: ['gif'] },
  webp: { mimeType: 'image/webp', extensions: ['webp'] },
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'] },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  pptx: { mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensions: ['pptx'] },
  doc: { mimeType: 'application/msword', extensions: ['doc'] },
  xls: { mimeType: 'application/vnd.ms-excel', extensions: ['xls'] },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
};

const startsWith = (b: Buffer, sig: number[] | string, at = 0) => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return b.length >= at + bytes.length && b.subarray(at, at + bytes.length).equals(bytes);
};

// Native executables and scripts, refused by name in the log even though none would match a kind below.
export function looksExecutable(b: Buffer): boolean {
  return (
    // Windows PE / DOS: 'MZ' then binary header bytes (a csv whose first cell starts "MZ" is still text)
    (startsWith(b, 'MZ') && b.subarray(2, 64).some((c) => !textChar(c))) ||
    startsWith(b, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    [[0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe]].some((s) => startsWith(b, s)) || // Mach-O, Java class
    startsWith(b, '#!') // scripts
  );
}

export function detectFileType(b: Buffer, originalName: string): DetectedType | null {
  if (!b.length || looksExecutable(b)) return null;
  const known = (kind: Exclude<FileKind, 'text'>): DetectedType => ({ kind, ...TYPES[kind] });
  if (startsWith(b, [0xff, 0xd8, 0xff])) return known('jpeg');
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return known('png');
  if (startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a')) return known('gif');
  if (startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8)) return known('webp');
  if (startsWith(b, '%PDF-')) return known('pdf');
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) {
    const kind = officeOpenXmlKind(b);
    return kind ? known(kind) : null;
  }
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const kind = oleOfficeKind(b);
    return kind ? known(kind) : null;
  }
  if (isPlainText(b)) {
    const csv = /\.csv$/i.test(originalName);
    return { kind: 'text', mimeType: csv ? 'text/csv' : 'text/plain', extensions: csv ? ['csv'] : ['txt', 'csv'] };
  }
  return null;
}

// ---- Office Open XML: a zip whose central directory lists [Content_Types].xml and word/, xl/ or ppt/.
// Plain zip archives are refused (they could carry anything), and so are macro-enabled documents
// (a vbaProject.bin part), since macros are programs.
function officeOpenXmlKind(b: Buffer): 'docx' | 'xlsx' | 'pptx' | null {
  const names = zipEntryNames(b);
  if (!names || !names.includes('[Content_Types].xml')) return null;
  if (names.some((n) => /(^|\/)vbaProject\.bin$/i.test(n))) return null;
  if (names.some((n) => n.startsWith('word/'))) return 'docx';
  if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
  return null;
}

const MAX_ENTRIES = 10_000;

function zipEntryNames(b: Buffer): string[] | null {
  // End of central directory: 22 bytes plus a comment of up to 65535 bytes, at the very end.
  const from = Math.max(0, b.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = b.length - 22; i >= from; i--) {
    if (b.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = b.readUInt16LE(eocd + 10);
  let p = b.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < Math.min(count, MAX_ENTRIES); i++) {
    if (p + 46 > b.length || b.readUInt32LE(p) !== 0x02014b50) return null;
    const nameLen = b.readUInt16LE(p + 28);
    const extraLen = b.readUInt16LE(p + 30);
    const commentLen = b.readUInt16LE(p + 32);
    if (p + 46 + nameLen > b.length) return null;
    names.push(b.subarray(p + 46, p + 46 + nameLen).toString('utf8'));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

// ---- OLE compound files (doc, xls, ppt): the directory must hold the main stream of one of them.
// Other compound files are refused: Windows installers (.msi) are compound files too. Documents with
// VBA storages (macros) are refused like macro-enabled OOXML.
function oleOfficeKind(b: Buffer): 'doc' | 'xls' | 'ppt' | null {
  const names = oleDirectoryNames(b);
  if (!names) return null;
  if (names.some((n) => n === '_VBA_PROJECT_CUR' || n === 'Macros' || n === 'VBA')) return null;
  if (names.includes('WordDocument')) return 'doc';
  if (names.includes('Workbook') || names.includes('Book')) return 'xls';
  if (names.includes('PowerPoint Document')) return 'ppt';
  return null;
}

const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTORS_WALKED = 100_000;

function oleDirectoryNames(b: Buffer): string[] | null {
  if (b.length < 512) return null;
  const shift = b.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const size = 1 << shift;
  const sectorOffset = (sid: number) => (sid + 1) * size;
  const readable = (sid: number) => sid < 0xfffffffa && sectorOffset(sid) + size <= b.length;

  // The FAT's own sectors: 109 listed in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) fatSectors.push(b.readUInt32LE(0x4c + i * 4));
  let difat = b.readUInt32LE(0x44);
  for (let n = 0; readable(difat) && n < 1000; n++) {
    const off = sectorOffset(difat);
    for (let i = 0; i < size / 4 - 1; i++) fatSectors.push(b.readUInt32LE(off + i * 4));
    difat = b.readUInt32LE(off + size - 4);
  }
  const perSector = size / 4;
  const next = (sid: number): number => {
    const fat = fatSectors[Math.floor(sid / perSector)];
    if (fat === undefined || !readable(fat)) return END_OF_CHAIN;
    return b.readUInt32LE(sectorOffset(fat) + (sid % perSector) * 4);
  };

  const names: string[] = [];
  let sid = b.readUInt32LE(0x30);
  for (let walked = 0; readable(sid) && walked < MAX_SECTORS_WALKED; walked++) {
    const off = sectorOffset(sid);
    for (let e = 0; e < size / 128; e++) {
      const entry = off + e * 128;
      const nameBytes = b.readUInt16LE(entry + 0x40);
      const type = b[entry + 0x42];
      if (type === 0 || nameBytes < 2 || nameBytes > 64) continue;
      names.push(b.subarray(entry, entry + nameBytes - 2).toString('utf16le'));
    }
    sid = next(sid);
  }
  return names.length ? names : null;
}

// ---- Text (txt, csv): UTF-8 (with or without a BOM), GBK/GB18030 as Excel writes csv on Chinese
// Windows, or UTF-16 with a BOM. No NUL and no control characters other than tab, newlines, form
// feed and the old end-of-file mark.
function isPlainText(b: Buffer): boolean {
  if (startsWith(b, [0xff, 0xfe]) || startsWith(b, [0xfe, 0xff])) {
    if (b.length % 2 !== 0) return false;
    const le = b[0] === 0xff;
    for (let i = 2; i < b.length; i += 2) {
      const c = le ? b.readUInt16LE(i) : b.readUInt16BE(i);
      if (!textChar(c)) return false;
    }
    return true;
  }
  for (let i = 0; i < b.length; i++) if (!textChar(b[i])) return false;
  return true;
}

function textChar(c: number): boolean {
  return c >= 0x20 ? c !== 0x7f : c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c || c === 0x1a;
}
