import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestContext,
  expectEnvelope,
  type Fixtures,
  seedFixtures,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let fx: Fixtures;
let api: ReturnType<typeof client>;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c40000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const DOC = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

function form(bytes: Buffer, name: string, purpose?: string) {
  const data = new FormData();
  data.append('file', new File([new Uint8Array(bytes)], name));
  if (purpose) data.append('purpose', purpose);
  return data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
  api = client(ctx.app);
  await api.login('alice', fx.password);
});
afterAll(() => ctx?.close());

const upload = '/api/v1/files/upload/single';

describe('POST /api/v1/files/upload/single', () => {
  it('stores an allowed document under a random name outside any web root and answers its url', async () => {
    const res = await api.post(upload, form(PDF, 'Hoá đơn tháng 6.pdf'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Hoá đơn tháng 6.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    expect(res.body.url).toBe(`/api/v1/files/${res.body.id}`);
    const stored = await readdir(join(ctx.dataDir, 'uploads'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each([
    ['phieu-nhap.png', PNG, 'image/png'],
    ['bien-ban.doc', DOC, 'application/msword'],
  ])('accepts %s', async (name, bytes, type) => {
    const res = await api.post(upload, form(bytes, name));
    expect(res.status).toBe(201);
    expect(res.body.content_type).toBe(type);
  });

  it.each([
    ['an HTML page renamed .pdf', HTML, 'trick.pdf'],
    ['a PNG named .pdf', PNG, 'anh.pdf'],
    ['a PDF with a forbidden extension', PDF, 'file.exe'],
    ['a file without extension', PDF, 'README'],
  ])('refuses %s by its leading bytes and extension', async (_label, bytes, name) => {
    const res = await api.post(upload, form(bytes, name));
    expect(res.status).toBe(400);
    expectEnvelope(res.body);
    expect(res.body.details).toEqual({
      file: 'Định dạng file không được hỗ trợ. Chỉ chấp nhận pdf, jpg, jpeg, png, doc, docx.',
    });
  });

  it('accepts only PNG or JPG logos', async () => {
    expect((await api.post(upload, form(PNG, 'logo.png', 'logo'))).status).toBe(201);
    const res = await api.post(upload, form(PDF, 'logo.pdf', 'logo'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Chỉ chấp nhận file hình ảnh định dạng PNG hoặc JPG.');
  });

  it('refuses files over 2 MB and requests without a file', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await api.post(upload, form(big, 'lon.pdf'));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File quá lớn: vượt quá giới hạn 2MB cho phép');
    const empty = await api.post(upload, new FormData());
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.details)).toEqual(['file']);
  });

  it('answers 415 with the envelope for a JSON or text body', async () => {
    for (const res of [
      await api.post(upload, { file: 'x' }),
      await api.post(upload, {}),
      await api.call('POST', upload, undefined, { 'content-type': 'text/plain' }),
    ]) {
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        message: 'File phải được gửi dạng multipart/form-data, trong trường "file"',
        error: 'UNSUPPORTED_MEDIA_TYPE',
        details: null,
      });
    }
  });

  it('requires a session', async () => {
    expect((await client(ctx.app).post(upload, form(PDF, 'a.pdf'))).status).toBe(401);
  });
});

describe('downloads through signed links', () => {
  it('serves the file with its type, nosniff and a sandbox; download links download, preview links show it', async () => {
    const uploaded = (await api.post(upload, form(PDF, 'Phiếu "nhập".pdf'))).body;
    const names = `filename="Phi_u nh_p.pdf"; filename*=UTF-8''${encodeURIComponent('Phiếu nhập.pdf')}`;
    const download = await client(ctx.app).get(uploaded.download_url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(`attachment; ${names}`);
    expect(download.headers.get('content-security-policy')).toBe(
      "default-src 'none'; sandbox; frame-ancestors 'self'",
    );
    expect(download.text).toContain('%PDF-1.4');
    expect(uploaded.preview_url).toMatch(/disposition=inline/);
    const preview = await client(ctx.app).get(uploaded.preview_url);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-disposition')).toBe(`inline; ${names}`);
    expect(preview.headers.get('content-security-policy')).toBe(
      "default-src 'none'; sandbox; frame-ancestors 'self'",
    );
    const doc = (await api.post(upload, form(DOC, 'bien-ban.doc'))).body;
    expect(doc.preview_url).toBeNull();
    const docRes = await client(ctx.app).get(doc.download_url);
    expect(docRes.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(docRes.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('signs the disposition: a download link cannot be turned into a preview link', async () => {
    const uploaded = (await api.post(upload, form(PDF, 'a.pdf'))).body;
    const forged = uploaded.download_url.replace('&signature=', '&disposition=inline&signature=');
    expect((await client(ctx.app).get(forged)).status).toBe(403);
    const downgraded = uploaded.preview_url.replace('&disposition=inline', '');
    expect((await client(ctx.app).get(downgraded)).status).toBe(403);
  });

  it('accepts a PNG+HTML polyglot as a PNG, and serves it sandboxed, never as a page', async () => {
    const polyglot = Buffer.concat([PNG, HTML]);
    const uploaded = (await api.post(upload, form(polyglot, 'anh.png'))).body;
    expect(uploaded.content_type).toBe('image/png');
    for (const url of [uploaded.download_url, uploaded.preview_url]) {
      const res = await client(ctx.app).get(url);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  it('refuses tampered and expired links', async () => {
    const uploaded = (await api.post(upload, form(PNG, 'a.png'))).body;
    const anonymous = client(ctx.app);
    // One character of the signature changed (to another: a signature may well start with 'A', 1 time in 64).
    const tampered = uploaded.download_url.replace(/signature=(.)/, (_all: string, first: string) =>
      first === 'A' ? 'signature=B' : 'signature=A',
    );
    expect((await anonymous.get(tampered)).status).toBe(403);
    const start = ctx.clock.now;
    ctx.clock.now = new Date(start.getTime() + (ctx.deps.config.fileUrlTtlSeconds + 1) * 1000);
    const expired = await anonymous.get(uploaded.download_url);
    expect(expired.status).toBe(403);
    expectEnvelope(expired.body);
    ctx.clock.now = start;
    expect((await anonymous.get(`/api/v1/files/${uploaded.id}/download`)).status).toBe(400);
  });

  it('GET /api/v1/files/{id} gives a fresh link for the pharmacy’s own files only', async () => {
    const uploaded = (await api.post(upload, form(PNG, 'b.png'))).body;
    const fresh = await api.get(`/api/v1/files/${uploaded.id}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.download_url).toMatch(/signature=/);
    const other = client(ctx.app);
    await other.login('bob', fx.password);
    expect((await other.get(`/api/v1/files/${uploaded.id}`)).status).toBe(404);
    expect((await api.get('/api/v1/files/nope')).status).toBe(400);
  });

  it('shows a supplier logo through a signed avatar_url', async () => {
    const logo = (await api.post(upload, form(PNG, 'logo.png', 'logo'))).body;
    const created = await api.post('/api/v1/distributors', { name: 'Có logo', avatar: logo.url });
    expect(created.body.data.avatar).toBe(logo.url);
    const image = await client(ctx.app).get(created.body.data.avatar_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
