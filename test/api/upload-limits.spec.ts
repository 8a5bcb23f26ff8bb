import type request from 'supertest';
import { DataSource } from 'typeorm';
import { FileService } from '../../server/src/core/files/file.service';
import { folderField } from '../../server/src/core/files/upload-folders';
import { ErrorCode } from '../../server/src/core/errors/error-code';
import type { OpContext } from '../../server/src/core/resource/op-context';
import { ResourceRegistry } from '../../server/src/core/resource/resource-registry';
import { png } from '../setup/sample-files';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

const MB = 1024 * 1024;

// A PNG padded to `size` bytes: typed as an image from its header, whatever its length.
const pngOf = (size: number) => {
  const b = Buffer.alloc(size);
  png().copy(b);
  return b;
};

type Part = { bytes: Buffer; name: string };

describe('upload limits', () => {
  let t: TestApp;
  let ds: DataSource;
  let token: string;
  let multi: string; // an upload operation that declares three files

  const upload = (op: string, files: Part[], lang = 'en', folder = 'boatInfoImg') => {
    let r: request.Test = t.http.post(`/uploadFile/api/${op}`).set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).field('folder', folder);
    for (const f of files) r = r.attach('file', f.bytes, { filename: f.name, contentType: 'image/png' });
    return r;
  };
  const stored = async (tag: string) => (await ds.query('SELECT count(*)::int AS n FROM sys_file WHERE original_name LIKE $1', [`${tag}%`]))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    token = await t.adminToken();
    // No shipped operation takes several files yet; one declared here shows what a declaration opens.
    const files = t.app.get(FileService);
    multi = uniq('uploadSeveral');
    t.app.get(ResourceRegistry).defineOperation(
      { resource: 'uploadFile', name: multi, perm: null, write: true, upload: { maxFiles: 3 }, body: { folder: folderField } },
      (ctx: OpContext) => files.store(ctx.manager, ctx.user, ctx.body.folder, ctx.files),
    );
  });
  afterAll(() => t.close());

  it('uploadFile takes one file per request: two are refused with 400 and nothing is stored', async () => {
    const tag = uniq('two');
    for (const lang of ['zh', 'en'] as const) {
      const r = await upload('uploadFile', [{ bytes: png(), name: `${tag}-a.png` }, { bytes: png(), name: `${tag}-b.png` }], lang);
      expect({ status: r.status, error: r.body.error, msg: r.body.msg }).toEqual({ status: 400, error: 'TooManyFiles', msg: ErrorCode.TooManyFiles[lang].replace('{max}', '1') });
    }
    expect(await stored(tag)).toBe(0);
    expect((await upload('uploadFile', [{ bytes: png(), name: `${tag}-one.png` }])).body.code).toBe('200');
  });

  it('two files over 20 MB together are refused with 413, storing nothing', async () => {
    const tag = uniq('big');
    const r = await upload('uploadFile', [{ bytes: pngOf(11 * MB), name: `${tag}-a.png` }, { bytes: pngOf(11 * MB), name: `${tag}-b.png` }]);
    expect({ status: r.status, code: r.body.code, error: r.body.error }).toEqual({ status: 413, code: '413', error: 'TooLarge' });
    const declared = await upload(multi, [{ bytes: pngOf(11 * MB), name: `${tag}-c.png` }, { bytes: pngOf(11 * MB), name: `${tag}-d.png` }], 'zh');
    expect({ status: declared.status, error: declared.body.error, msg: declared.body.msg }).toEqual({ status: 413, error: 'TooLarge', msg: ErrorCode.TooLarge.zh });
    expect(await stored(tag)).toBe(0);
  });

  it('an operation that declares several files takes them, 20 MB together at most', async () => {
    const tag = uniq('multi');
    const ok = await upload(multi, [1, 2, 3].map((i) => ({ bytes: png(), name: `${tag}-${i}.png` })));
    expect(ok.body.code).toBe('200');
    expect(ok.body.list).toHaveLength(3);
    const four = await upload(multi, [1, 2, 3, 4].map((i) => ({ bytes: png(), name: `${tag}-x${i}.png` })));
    expect({ status: four.status, error: four.body.error, msg: four.body.msg }).toEqual({ status: 400, error: 'TooManyFiles', msg: 'At most 3 file(s) per upload' });
    // each file within 20 MB and the body within the framing allowance, but the files over 20 MB together
    const over = await upload(multi, [{ bytes: pngOf(10 * MB + MB / 4), name: `${tag}-y1.png` }, { bytes: pngOf(10 * MB + MB / 4), name: `${tag}-y2.png` }]);
    expect({ status: over.status, error: over.body.error }).toEqual({ status: 413, error: 'TooLarge' });
    const exact = await upload(multi, [{ bytes: pngOf(10 * MB), name: `${tag}-z1.png` }, { bytes: pngOf(10 * MB), name: `${tag}-z2.png` }]);
    expect(exact.body.code).toBe('200');
    expect(await stored(`${tag}-x`)).toBe(0);
    expect(await stored(`${tag}-y`)).toBe(0);
  });

  it('one bad file of several refuses the whole upload', async () => {
    const tag = uniq('mixed');
    const exe = Buffer.from('MZ\x90\x00', 'latin1');
    const r = await upload(multi, [
      { bytes: png(), name: `${tag}-ok.png` },
      { bytes: exe, name: `${tag}-bad.png` },
    ]);
    expect({ status: r.status, error: r.body.error }).toEqual({ status: 400, error: 'BadFileType' });
    expect(await stored(tag)).toBe(0);
  });

  it('multipart is refused with 415 by operations that take JSON', async () => {
    const r = await t.http.post('/SysDept/api/insert').set('Authorization', `Bearer ${token}`).set('Accept-Language', 'en').field('name', uniq('部门')).field('deptType', 'dept');
    expect({ status: r.status, error: r.body.error }).toEqual({ status: 415, error: 'UnsupportedMediaType' });
    const login = await t.http.post('/sysUser/api/login').field('username', 'admin').attach('file', png(), 'a.png');
    expect({ status: login.status, error: login.body.error }).toEqual({ status: 415, error: 'UnsupportedMediaType' });
  });

  it('the API document describes uploads as multipart with their file count', async () => {
    const docs = (await t.http.get('/api/docs')).body;
    const one = docs.paths['/uploadFile/api/uploadFile'].post.requestBody.content;
    expect(Object.keys(one)).toEqual(['multipart/form-data']);
    expect(one['multipart/form-data'].schema.properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(one['multipart/form-data'].schema.properties.folder).toBeDefined();
    const several = docs.paths[`/uploadFile/api/${multi}`].post.requestBody.content['multipart/form-data'].schema.properties.file;
    expect(several).toMatchObject({ type: 'array', maxItems: 3 });
    expect(Object.keys(docs.paths['/uploadFile/api/download'].post.requestBody.content)).toEqual(['application/json']);
  });

  it('a compressed multipart body is refused with 415', async () => {
    const r = await t.http
      .post('/uploadFile/api/uploadFile')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .set('Content-Encoding', 'gzip')
      .send('--XYZ--\r\n');
    expect({ status: r.status, error: r.body.error }).toEqual({ status: 415, error: 'UnsupportedMediaType' });
  });

  it('stored names lose control and bidirectional characters and keep a name', async () => {
    const tag = uniq('rtlo');
    const r = await upload('uploadFile', [{ bytes: png(), name: `${tag}\u202Egnp.exe` }]);
    expect(r.body.code).toBe('200');
    expect(r.body.list[0].originalName).toBe(`${tag}gnp.exe.png`);
    const [row] = await ds.query('SELECT original_name FROM sys_file WHERE id = $1', [r.body.list[0].id]);
    expect(row.original_name).toBe(`${tag}gnp.exe.png`);

    const all = `${tag}\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u0085\u009Bx.png`;
    expect((await upload('uploadFile', [{ bytes: png(), name: all }])).body.list[0].originalName).toBe(`${tag}x.png`);
    // C0 characters cannot stand in a header as they are; RFC 5987's filename* carries them percent-encoded
    const boundary = 'B0undary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nboatInfoImg\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(`${tag}\u0007\u001b\u007f\u202Ey.png`)}\r\nContent-Type: image/png\r\n\r\n`),
      png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const c0 = await t.http.post('/uploadFile/api/uploadFile').set('Authorization', `Bearer ${token}`).set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body);
    expect(c0.body.list[0].originalName).toBe(`${tag}y.png`);
    const nothingLeft = await upload('uploadFile', [{ bytes: png(), name: '\u202E\u2066\u200F' }]);
    expect(nothingLeft.body.list[0].originalName).toBe('file.png');
  });
});
