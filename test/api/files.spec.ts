import ExcelJS from 'exceljs';
import { createHash } from 'node:crypto';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { newDept, newUser, NewUser } from '../setup/factories';
import { crc32, png } from '../setup/sample-files';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

const MB20 = 20 * 1024 * 1024;

// ---- bytes built here, so every case says exactly what it sends
// A DOS/PE header as an .exe starts: "MZ", then binary fields, then the PE signature.
function exe(): Buffer {
  const b = Buffer.alloc(256);
  b.write('MZ', 0, 'latin1');
  b.writeUInt16LE(0x90, 2);
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}

// A zip of stored entries (enough for the central directory the server reads).
function zip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name, 'utf8');
    const data = Buffer.from('x');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    const entry = Buffer.concat([local, n, data]);
    locals.push(entry);
    centrals.push(Buffer.concat([central, n]));
    offset += entry.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(names.length, 8);
  eocd.writeUInt16LE(names.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

// An OLE compound file (doc, xls, msi are all this) with a root and the named streams.
function ole(streams: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory at sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 is the FAT
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1 (directory) ends its chain
  const dir = Buffer.alloc(512);
  ['Root Entry', ...streams].slice(0, 4).forEach((name, i) => {
    const e = i * 128;
    dir.write(name, e, 'utf16le');
    dir.writeUInt16LE((name.length + 1) * 2, e + 0x40);
    dir[e + 0x42] = i === 0 ? 5 : 2;
  });
  return Buffer.concat([header, fat, dir]);
}

const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('file upload and download', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: string;
  let deptX: number;
  let deptY: number;
  let alice: NewUser; // dept X, own records only: uploads
  let carol: NewUser; // dept X, own department: sees alice's files
  let bob: NewUser; // dept Y, own records only: sees none of them

  const upload = (token: string, folder: string | undefined, files: Array<{ bytes: Buffer; name: string; type?: string }>, lang = 'en') => {
    let r = t.http.post('/uploadFile/api/uploadFile').set('Authorization', `Bearer ${token}`).set('Accept-Language', lang);
    if (folder !== undefined) r = r.field('folder', folder);
    for (const f of files) r = r.attach('file', f.bytes, { filename: f.name, contentType: f.type ?? 'application/octet-stream' });
    return r;
  };
  const download = (token: string, body: object, entity = 'uploadFile') =>
    t.http.post(`/${entity}/api/download`).set('Authorization', `Bearer ${token}`).set('Accept-Language', 'en').send(body).buffer(true).parse(binary);
  const json = (res: request.Response) => JSON.parse((res.body as Buffer).toString('utf8'));
  const rowsNamed = async (name: string) => (await ds.query('SELECT count(*)::int AS n FROM sys_file WHERE original_name LIKE $1', [`${name}%`]))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    admin = await t.adminToken();
    deptX = await newDept(t);
    deptY = await newDept(t);
    alice = await newUser(t, { deptId: deptX, dataScope: '5' });
    carol = await newUser(t, { deptId: deptX, dataScope: '3' });
    bob = await newUser(t, { deptId: deptY, dataScope: '5' });
  });
  afterAll(() => t.close());

  it('stores a PNG in boatInfoImg under a random id and gives the same bytes back', async () => {
    const bytes = png();
    const name = `${uniq('船舶照片')}.png`;
    const res = await upload(alice.token, 'boatInfoImg', [{ bytes, name, type: 'image/png' }]);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('200');
    const info = res.body.list[0];
    expect(info).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), originalName: name, size: bytes.length, mimeType: 'image/png', folder: 'boatInfoImg' });

    const [row] = await ds.query('SELECT folder, size, sha256, created_by, dept_id, data FROM sys_file WHERE id = $1', [info.id]);
    expect(row).toMatchObject({ folder: 'boatInfoImg', size: bytes.length, created_by: alice.id, dept_id: deptX });
    expect(row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(Buffer.compare(row.data, bytes)).toBe(0);

    const dl = await download(alice.token, { id: info.id });
    expect(dl.status).toBe(200);
    expect(Buffer.compare(dl.body as Buffer, bytes)).toBe(0);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-disposition']).toContain('attachment;');
    expect(dl.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
  });

  it('types files from their bytes, not their names', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('s').addRow(['船名', 'IMO']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const tag = uniq('f');
    const files = [
      { bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'), name: `${tag}-a.pdf`, type: 'application/pdf' },
      { bytes: xlsx, name: `${tag}-b.xlsx` },
      { bytes: ole(['WordDocument', '1Table']), name: `${tag}-c.doc` },
      { bytes: Buffer.from('姓名,职务\n张三,船长\n', 'utf8'), name: `${tag}-d.csv`, type: 'application/x-msdownload' },
      { bytes: png(), name: `${tag}-e.exe`, type: 'application/x-msdownload' },
    ];
    const stored: Array<{ originalName: string; mimeType: string }> = [];
    for (const f of files) {
      const res = await upload(alice.token, 'boatInfoFile', [f]); // one file per request (upload-limits.spec.ts)
      expect(res.body.code).toBe('200');
      stored.push(res.body.list[0]);
    }
    expect(stored.map((f) => [f.originalName, f.mimeType])).toEqual([
      [`${tag}-a.pdf`, 'application/pdf'],
      [`${tag}-b.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [`${tag}-c.doc`, 'application/msword'],
      [`${tag}-d.csv`, 'text/csv'],
      [`${tag}-e.exe.png`, 'image/png'], // a PNG named .exe downloads as .png
    ]);
  });

  it('refuses an executable renamed .png with BadFileType and stores nothing', async () => {
    const name = uniq('evil');
    const res = await upload(alice.token, 'boatInfoImg', [{ bytes: exe(), name: `${name}.png`, type: 'image/png' }]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '400', msg: 'This file type is not allowed' });
    const zh = await upload(alice.token, 'boatInfoFile', [{ bytes: exe(), name: `${name}.pdf` }], 'zh');
    expect(zh.body.msg).toBe('不支持的文件类型');
    expect(await rowsNamed(name)).toBe(0);
  });

  it('keeps each folder to its types', async () => {
    const pdf = Buffer.from('%PDF-1.7\n', 'latin1');
    const cases: Array<[string, Buffer, string]> = [
      ['boatInfoImg', pdf, 'a pdf is not an image'],
      ['boatInfoImg', Buffer.from('plain text'), 'text is not an image'],
      ['boatInfoFile', zip(['a.txt', 'b.exe']), 'a plain zip'],
      ['boatInfoFile', zip(['[Content_Types].xml', 'xl/workbook.xml', 'xl/vbaProject.bin']), 'a macro-enabled workbook'],
      ['boatInfoFile', ole(['SummaryInformation', 'Property']), 'a compound file that is no office document (msi)'],
      ['boatInfoFile', ole(['WordDocument', 'Macros']), 'a doc with macros'],
      ['boatInfoFile', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'a shell script'],
      ['boatInfoFile', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), 'an ELF binary'],
      ['boatInfoFile', Buffer.alloc(0), 'an empty file'],
    ];
    const wrong: string[] = [];
    for (const [folder, bytes, what] of cases) {
      const res = await upload(alice.token, folder, [{ bytes, name: 'x.pdf' }]);
      if (res.status !== 400 || res.body.msg !== 'This file type is not allowed') wrong.push(`${what}: ${res.status} ${res.body.msg}`);
    }
    expect(wrong).toEqual([]);
    const docx = await upload(alice.token, 'boatInfoFile', [{ bytes: zip(['[Content_Types].xml', 'word/document.xml']), name: 'cv.docx' }]);
    expect(docx.body.list[0].mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('needs a known folder and at least one file', async () => {
    const unknown = await upload(alice.token, 'secret', [{ bytes: png(), name: 'a.png' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([expect.objectContaining({ field: 'folder', reason: 'enum' })]);
    const missing = await upload(alice.token, undefined, [{ bytes: png(), name: 'a.png' }]);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([expect.objectContaining({ field: 'folder', reason: 'required' })]);
    const noFile = await upload(alice.token, 'boatInfoImg', []);
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields[0].field).toBe('file');
    const asJson = await t.call('uploadFile', 'uploadFile', { folder: 'boatInfoImg' }, alice.token);
    expect(asJson.status).toBe(400);
  });

  it('takes exactly 20 MB and answers 413 to one byte more, storing nothing', async () => {
    const header = png();
    const exact = Buffer.alloc(MB20);
    header.copy(exact);
    const name = uniq('big');
    const ok = await upload(alice.token, 'boatInfoImg', [{ bytes: exact, name: `${name}-exact.png` }]);
    expect(ok.body.code).toBe('200');
    expect(ok.body.list[0].size).toBe(MB20);

    const over = Buffer.alloc(MB20 + 1);
    header.copy(over);
    const res = await upload(alice.token, 'boatInfoImg', [{ bytes: over, name: `${name}-over.png` }]);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('413');
    expect(res.body.msg).toMatch(/20 MB/);
    expect(await rowsNamed(`${name}-over`)).toBe(0);
  });

  it('downloads only for the uploader, users whose data scope covers the file, and administrators', async () => {
    const res = await upload(alice.token, 'boatInfoFile', [{ bytes: Buffer.from('private\n'), name: 'note.txt' }]);
    const id = res.body.list[0].id;
    expect((await download(alice.token, { id })).status).toBe(200);
    expect((await download(carol.token, { id })).status).toBe(200); // own department covers dept X
    expect((await download(admin, { id })).status).toBe(200);
    const denied = await download(bob.token, { id });
    expect(denied.status).toBe(403);
    expect(json(denied)).toMatchObject({ code: '403', list: [] });
    // bob's own file is his
    const own = await upload(bob.token, 'boatInfoImg', [{ bytes: png(), name: 'mine.png' }]);
    expect((await download(bob.token, { id: own.body.list[0].id })).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    const missing = await download(admin, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect(json(missing).code).toBe('404');
    const bad = await download(admin, { id: "1' OR '1'='1" });
    expect(bad.status).toBe(400);
    expect(json(bad).fields[0].field).toBe('id');
    const none = await download(admin, {});
    expect(json(none).fields[0]).toMatchObject({ field: 'id', reason: 'required' });
  });

  it('keeps the name without its path', async () => {
    const res = await upload(alice.token, 'boatInfoImg', [{ bytes: png(), name: '..\\..\\etc/证件照.png' }]);
    expect(res.body.list[0].originalName).toBe('证件照.png');
  });

  describe('templates', () => {
    let fileId: string;
    let fileName: string;
    let templateId: number;

    beforeAll(async () => {
      fileName = `${uniq('劳务合同模板')}.docx`;
      const res = await upload(admin, 'boatInfoFile', [{ bytes: zip(['[Content_Types].xml', 'word/document.xml']), name: fileName }]);
      fileId = res.body.list[0].id;
    });

    it('insert takes a file id and fills fileName from the stored file', async () => {
      const code = uniq('TPL');
      const ins = await t.call('SysTemplate', 'insert', { name: '劳务合同', code, fileId, fileName: 'forged.exe', remark: '派遣用' }, admin);
      expect(ins.body.code).toBe('200');
      templateId = ins.body.list[0].id;
      expect(ins.body.list[0]).toMatchObject({ code, fileId, fileName });
      const list = await t.call('SysTemplate', 'getList', { code }, admin);
      expect(list.body.total).toBe(1);
      expect(list.body.list[0].fileName).toBe(fileName);
      const dup = await t.call('SysTemplate', 'insert', { name: 'x', code, fileId }, admin);
      expect(dup.status).toBe(409);
    });

    it('refuses a file id that is no file or not there', async () => {
      const wrongType = await t.call('SysTemplate', 'insert', { name: 'x', code: uniq('T'), fileId: 12 }, admin);
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.fields[0]).toMatchObject({ field: 'fileId', reason: 'type' });
      const missing = await t.call('SysTemplate', 'insert', { name: 'x', code: uniq('T'), fileId: '00000000-0000-4000-8000-000000000000' }, admin);
      expect(missing.status).toBe(400);
      expect(missing.body.fields[0].field).toBe('fileId');
    });

    it('any signed-in user downloads a template, by template or by file id', async () => {
      const byTemplate = await download(bob.token, { id: templateId }, 'SysTemplate');
      expect(byTemplate.status).toBe(200);
      expect(byTemplate.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(byTemplate.headers['content-disposition']).toContain(encodeURIComponent(fileName));
      expect((await download(bob.token, { id: fileId })).status).toBe(200);
      expect((await download(bob.token, { id: 99999999 }, 'SysTemplate')).status).toBe(404);
      // managing templates still needs the screen
      expect((await t.call('SysTemplate', 'getList', {}, bob.token)).status).toBe(403);
    });

    it('a template manager cannot publish a file they may not read', async () => {
      const manager = await newUser(t, { deptId: deptY, dataScope: '5', perms: ['templateManage', 'templateManage:add'] });
      const alices = await upload(alice.token, 'boatInfoFile', [{ bytes: Buffer.from('salary list\n'), name: 'pay.txt' }]);
      const res = await t.call('SysTemplate', 'insert', { name: 'x', code: uniq('T'), fileId: alices.body.list[0].id }, manager.token);
      expect(res.status).toBe(403);
      expect((await download(bob.token, { id: alices.body.list[0].id })).status).toBe(403);
    });
  });
});

describe('malformed uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a broken multipart body answers 400, not 500', async () => {
    const token = await t.adminToken();
    const body = '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc'; // never closed
    const r = await t.http
      .post('/uploadFile/api/uploadFile')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'en')
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send(body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: '400', msg: 'The upload is malformed' });
  });
});
