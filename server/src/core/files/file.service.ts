import { Injectable, StreamableFile } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../auth/current-user';
import { AppException } from '../errors/app.exception';
import { fieldError, validationError } from '../resource/field-validator';
import type { UploadedFile } from '../resource/op-context';
import type { FieldDecl } from '../resource/resource.types';
import { detectFileType, DetectedType } from './file-type';
import { folderField, folderKinds } from './upload-folders';
import { SysFile } from './sys-file.entity';

export const fileIdField: FieldDecl = { type: 'file', label: { zh: '文件编号', en: 'File id' }, required: true };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type StoredFileInfo = Pick<SysFile, 'id' | 'originalName' | 'size' | 'mimeType' | 'folder'>;

// Grants read access to a file beyond the default rule, e.g. "a template's file: anyone signed in".
// Modules register rules (core knows no business entity); any rule answering true opens the file.
export type FileAccessRule = (manager: EntityManager, user: CurrentUser, file: SysFile) => Promise<boolean> | boolean;

@Injectable()
export class FileService {
  private readonly rules: FileAccessRule[] = [];

  addAccessRule(rule: FileAccessRule): void {
    this.rules.push(rule);
  }

  // Checks every file before storing any: one bad file refuses the whole upload.
  async store(manager: EntityManager, user: CurrentUser | null, folder: unknown, files: UploadedFile[]): Promise<StoredFileInfo[]> {
    if (folder === undefined || folder === null || folder === '') throw validationError([fieldError('folder', folderField, 'required')]);
    const kinds = typeof folder === 'string' ? folderKinds(folder) : undefined;
    if (typeof folder !== 'string' || !kinds) throw validationError([fieldError('folder', folderField, 'enum')]);
    if (!files.length) {
      throw validationError([fieldError('file', { type: 'file', label: { zh: '文件', en: 'File' } }, 'required')]);
    }
    const typed = files.map((f) => {
      const type = detectFileType(f.buffer, f.originalname);
      if (!type || !kinds.includes(type.kind)) throw new AppException('BadFileType');
      return { file: f, type };
    });
    const out: StoredFileInfo[] = [];
    for (const { file, type } of typed) {
      const row = {
        id: randomUUID(), // random: the only name a caller ever learns
        folder,
        originalName: cleanFileName(file.originalname, type),
        mimeType: type.mimeType, // from the bytes, never the client's claim
        size: file.buffer.length,
        sha256: createHash('sha256').update(file.buffer).digest('hex'),
        data: file.buffer,
        createdBy: user?.userId ?? null,
        deptId: user?.deptId ?? null,
      };
      await manager.insert(SysFile, row);
      out.push({ id: row.id, originalName: row.originalName, size: row.size, mimeType: row.mimeType, folder });
    }
    return out;
  }

  // The row without its bytes; 400 for an id that is not a uuid, 404 when there is none.
  async meta(manager: EntityManager, id: unknown, field = 'id'): Promise<SysFile> {
    if (id === undefined || id === null || id === '') throw validationError([fieldError(field, { ...fileIdField, label: { zh: '文件编号', en: 'File id' } }, 'required')]);
    if (typeof id !== 'string' || !UUID.test(id)) throw validationError([fieldError(field, fileIdField, 'type')]);
    const file = await manager.findOneBy(SysFile, { id: id.toLowerCase() });
    if (!file) throw new AppException('NotFound');
    return file;
  }

  // Who may read a file (kept deliberately simple): its uploader; users whose data scope covers the
  // uploader's department (administrators and "all data" roles cover every one); and whatever a
  // registered rule opens, such as templates for every signed-in user.
  async canRead(manager: EntityManager, user: CurrentUser, file: SysFile): Promise<boolean> {
    if (file.createdBy != null && file.createdBy === user.userId) return true;
    if (user.scope.all) return true;
    if (file.deptId != null && user.scope.deptIds.includes(file.deptId)) return true;
    for (const rule of this.rules) if (await rule(manager, user, file)) return true;
    return false;
  }

  async assertReadable(manager: EntityManager, user: CurrentUser, file: SysFile): Promise<void> {
    if (!(await this.canRead(manager, user, file))) throw new AppException('OutOfScope');
  }

  // The bytes as an attachment. Callers check access first (assertReadable, or a rule of their own).
  async stream(manager: EntityManager, file: SysFile): Promise<StreamableFile> {
    const row = await manager.createQueryBuilder(SysFile, 'f').addSelect('f.data').where('f.id = :id', { id: file.id }).getOne();
    if (!row) throw new AppException('NotFound');
    return new StreamableFile(row.data, { type: row.mimeType, disposition: contentDisposition(row.originalName), length: row.data.length });
  }
}

// RFC 6266: an ASCII fallback for old clients plus filename* in UTF-8 for Chinese names.
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

// Control characters (C0, DEL, C1) and the bidirectional controls (LRM, RLM, ALM, embeddings and
// overrides, isolates) plus line/paragraph separators: a U+202E turns "invoice\u202Efdp.exe" into what
// reads as "invoiceexe.pdf" in every list that shows the name.
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

// The name shown and offered on download: path parts and control characters removed, and an
// extension that matches the content, so a PNG uploaded as "x.exe" downloads as "x.exe.png".
export function cleanFileName(raw: string, type: DetectedType): string {
  let name = utf8FromLatin1(raw ?? '');
  name = name.split(/[\\/]/).pop() ?? '';
  name = name.replace(UNSAFE_NAME_CHARS, '').trim();
  if (!name || name === '.' || name === '..') name = 'file';
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  const suffix = ext && type.extensions.includes(ext) ? '' : `.${type.extensions[0]}`;
  const max = 255 - suffix.length;
  if (name.length > max) {
    const keep = ext && !suffix ? ext.length + 1 : 0;
    name = name.slice(0, max - keep) + name.slice(name.length - keep);
  }
  return name + suffix;
}

// Browsers send the multipart filename as raw UTF-8, which multer (busboy's default) reads as
// latin1: undo that when the result is valid UTF-8. Names already decoded right are left alone.
function utf8FromLatin1(s: string): string {
  if (!/[\x80-\xff]/.test(s) || /[^\x00-\xff]/.test(s)) return s;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(s, 'latin1'));
  } catch {
    return s;
  }
}
