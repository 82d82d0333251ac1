import type { Distributor, DistributorCreate } from '@pharmacy/api-client';
import { matchesSearch } from '@pharmacy/ui';
import { delay, HttpResponse, http } from 'msw';
import { apiError, me, STORY_API_DELAY_MS, storySyncResult, storyId as uuid } from '../../stories/storyApi';
import { storySupplier } from '../../stories/storySuppliers';

export { storySupplier };

/*
 * The stand-in API of the supplier page's stories: the signed-in user and an in-memory supplier list that pages,
 * searches and filters like `GET /api/v1/distributors`, and takes creates, edits, status toggles, deletes, syncs
 * and logo uploads. Each story builds its own (`supplierApi(...)`) and resets it before it runs.
 */

/** A small square logo as a data: URL (what `avatar_url`, a signed link, would show). */
function storyLogo(colour: string, letter: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="${colour}"/>` +
    `<text x="100" y="128" font-size="96" font-family="sans-serif" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const partners: Distributor[] = [
  storySupplier(1, {
    type: 'PARTNER',
    code: 'DHG',
    name: 'Công ty Cổ phần Dược Hậu Giang',
    brand_name: 'DHG Pharma',
    description: 'Nhà sản xuất dược phẩm hàng đầu Việt Nam',
    phone: '02923891433',
    email: 'dhgpharma@dhgpharma.com.vn',
    address: '288 Bis Nguyễn Văn Cừ, Phường An Hoà, Quận Ninh Kiều, Thành phố Cần Thơ',
    avatar: '/api/v1/files/logo-dhg',
    avatar_url: storyLogo('#0f766e', 'D'),
  }),
  storySupplier(2, {
    type: 'PARTNER',
    code: 'TRA',
    name: 'Công ty Cổ phần Traphaco',
    brand_name: 'Traphaco',
    description: 'Dược phẩm đông dược và tân dược',
    phone: '18006612',
    email: 'info@traphaco.com.vn',
  }),
  storySupplier(3, {
    type: 'PARTNER',
    code: 'IMP',
    name: 'Công ty Cổ phần Dược phẩm Imexpharm – Chi nhánh Đồng Tháp và các tỉnh Đồng bằng sông Cửu Long',
    brand_name: 'Imexpharm',
  }),
];

const longNames = [
  'Công ty TNHH Thương mại Dịch vụ Dược phẩm Hoàng Long Phát Triển Toàn Cầu',
  'Nhà phân phối Thiên Phúc',
  'Đại lý thuốc An Bình',
  'Công ty Cổ phần Dược – Thiết bị Y tế Đà Nẵng (DAPHARCO) chi nhánh Quảng Nam',
  'Hộ kinh doanh Nhà thuốc Nguyễn Thị Ánh Tuyết',
  'Công ty TNHH Dược phẩm Minh Châu',
  'Công ty TNHH MTV Dược Sài Gòn (Sapharco)',
  'Nhà thuốc Bệnh viện Đại học Y Dược Thành phố Hồ Chí Minh',
  'Công ty Cổ phần Xuất nhập khẩu Y tế Domesco',
  'Công ty TNHH Dược phẩm Phương Đông',
  'Trung tâm Phân phối Dược phẩm Khánh Hoà',
  'Công ty TNHH Đầu tư và Phát triển Dược liệu Tây Bắc',
  'Công ty TNHH Dược phẩm Hạnh Phúc',
  'Đại lý Dược phẩm Bảo Ngọc',
];

/** Fourteen internal suppliers, two pages, every kind of card: logo, KiotViet tag, paused, no contact. */
export function internalSuppliers(): Distributor[] {
  return longNames.map((name, index) =>
    storySupplier(10 + index, {
      type: 'INTERNAL',
      name,
      status: index % 5 === 2 ? 'INACTIVE' : 'ACTIVE',
      source_tag: index % 3 === 0 ? 'KiotViet' : 'Custom',
      synced_at: index % 3 === 0 ? '2026-01-14T09:30:00.000Z' : null,
      // KiotViet's totals of the suppliers it holds.
      kiotviet_debt: index % 3 === 0 ? 12_450_000 * (index / 3) : null,
      kiotviet_total_invoiced: index % 3 === 0 ? 386_200_000 + 1_000_000 * index : null,
      description: index === 0 ? 'Chuyên thuốc kê đơn, giao hàng trong ngày tại nội thành Hà Nội' : null,
      contact_person: index === 2 ? null : 'Lê Văn Hùng',
      phone: index === 2 ? null : `0903${String(123456 + index)}`,
      email: index % 2 === 0 ? `kinhdoanh.${index}@duocpham-hoanglong-phattrien.com.vn` : null,
      address: index % 4 === 0 ? '56 Nguyễn Trãi, Phường 3, Quận 5, TP. Hồ Chí Minh' : null,
      avatar: index === 0 ? '/api/v1/files/logo-hl' : null,
      avatar_url: index === 0 ? storyLogo('#1d4ed8', 'H') : null,
    }),
  );
}

/** What the server answers for a supplier that orders still name (`DELETE`, 409). */
export const IN_USE_MESSAGE =
  'Không thể xoá nhà cung cấp đã có đơn đặt hàng. Hãy chuyển sang trạng thái "Tạm dừng" thay vì xoá.';

const notFound = () => apiError(404, 'Không tìm thấy nhà cung cấp', 'NOT_FOUND');

export interface SupplierApiOptions {
  /** The suppliers the list starts with (a fresh copy per run). */
  suppliers: () => Distributor[];
  /** Ids that orders name: their delete is refused. */
  inUse?: readonly string[];
  /** The answer to a supplier's sync; by default it succeeds and stamps `synced_at`. */
  syncAnswer?: () => Response;
  /** The answer to a logo upload; by default it is stored. */
  uploadAnswer?: () => Response;
  /** The answer to 'Đồng bộ POS' of the internal section (every KiotViet supplier); by default it is done. */
  syncAllAnswer?: () => Response;
}

export function supplierApi({
  suppliers,
  inUse = [],
  syncAnswer,
  uploadAnswer,
  syncAllAnswer,
}: SupplierApiOptions) {
  // Built at the first request after a reset, so times relative to now (a sync 5 s ago) are fresh when shown.
  let built: Distributor[] | null = null;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const reset = () => {
    built = null;
    calls.length = 0;
  };
  const all = () => {
    built ??= suppliers();
    return built;
  };
  const replace = (next: Distributor[]) => {
    built = next;
  };
  const find = (id: unknown) => all().find((supplier) => supplier.id === id);
  const record = async (request: Request) => {
    const body = request.headers.get('content-type')?.includes('json') ? await request.clone().json() : null;
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
  };

  const handlers = [
    me,
    http.get('/api/v1/distributors', async ({ request }) => {
      await delay(STORY_API_DELAY_MS);
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 99);
      const search = query.get('search') ?? '';
      const found = all()
        .filter((supplier) => !query.get('type') || supplier.type === query.get('type'))
        .filter((supplier) => !query.get('status') || supplier.status === query.get('status'))
        .filter((supplier) => !search || matchesSearch(`${supplier.code} ${supplier.name}`, search))
        .sort((a, b) => a.name.localeCompare(b.name, 'vi'));
      const rows = found.slice((page - 1) * limit, page * limit);
      return HttpResponse.json({
        data: rows,
        total: found.length,
        page,
        limit,
        total_exact: true,
        next_cursor: page * limit < found.length ? `page-${page + 1}` : null,
      });
    }),
    http.post('/api/v1/distributors', async ({ request }) => {
      await record(request);
      await delay(STORY_API_DELAY_MS);
      const body = (await request.json()) as DistributorCreate;
      if (all().some((supplier) => supplier.code === body.code)) {
        return HttpResponse.json(
          {
            message: 'Mã nhà cung cấp đã tồn tại.',
            error: 'DISTRIBUTOR_CODE_TAKEN',
            details: { code: 'Mã nhà cung cấp đã tồn tại.' },
          },
          { status: 409 },
        );
      }
      const created = storySupplier(900 + all().length, {
        type: 'INTERNAL',
        name: body.name,
        code: body.code ?? 'NCC999',
        status: body.status ?? 'ACTIVE',
        description: body.description ?? null,
        phone: body.phone ?? null,
        email: body.email ?? null,
        address: body.address ?? null,
        contact_person: body.contact_person ?? null,
        avatar: body.avatar ?? null,
        avatar_url: body.avatar ? storyLogo('#b45309', body.name.charAt(0)) : null,
      });
      replace([...all(), created]);
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.patch('/api/v1/distributors/:id/status', async ({ request, params }) => {
      await record(request);
      await delay(STORY_API_DELAY_MS);
      const supplier = find(params.id);
      if (!supplier) return notFound();
      supplier.status = supplier.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
      return HttpResponse.json({ data: supplier });
    }),
    http.patch('/api/v1/distributors/:id', async ({ request, params }) => {
      await record(request);
      await delay(STORY_API_DELAY_MS);
      const supplier = find(params.id);
      if (!supplier) return notFound();
      const body = (await request.json()) as DistributorCreate;
      Object.assign(supplier, { ...body, avatar_url: body.avatar ? supplier.avatar_url : null });
      return HttpResponse.json({ data: supplier });
    }),
    http.delete('/api/v1/distributors/:id', async ({ request, params }) => {
      await record(request);
      await delay(STORY_API_DELAY_MS);
      if (inUse.includes(String(params.id))) {
        return apiError(409, IN_USE_MESSAGE, 'DISTRIBUTOR_IN_USE');
      }
      replace(all().filter((supplier) => supplier.id !== params.id));
      return HttpResponse.json({ data: { id: params.id } });
    }),
    http.post('/api/v1/distributors/sync-from-kiotviet', async ({ request }) => {
      await record(request);
      await delay(STORY_API_DELAY_MS);
      if (syncAllAnswer) return syncAllAnswer();
      return HttpResponse.json(storySyncResult({ count: 14, synced_count: 14, updated_count: 14 }));
    }),
    http.post('/api/v1/distributors/sync-to-kiotviet/:id', async ({ request, params }) => {
      await record(request);
      await delay(STORY_API_DELAY_MS);
      if (syncAnswer) return syncAnswer();
      const supplier = find(params.id);
      if (!supplier) return notFound();
      supplier.synced_at = new Date().toISOString();
      supplier.source_tag = 'KiotViet';
      return HttpResponse.json({ data: supplier });
    }),
    http.post('/api/v1/files/upload/single', async ({ request }) => {
      await record(request);
      await delay(STORY_API_DELAY_MS);
      if (uploadAnswer) return uploadAnswer();
      return HttpResponse.json(
        {
          id: uuid(5000),
          url: `/api/v1/files/${uuid(5000)}`,
          name: 'logo.png',
          content_type: 'image/png',
          size: 1024,
          download_url: '/download',
          preview_url: '/preview',
        },
        { status: 201 },
      );
    }),
  ];

  return { handlers, reset, calls };
}

/** The server's 409 while no KiotViet connection is configured (apps/server AppError.posNotConfigured). */
export const posNotConfigured = () =>
  apiError(
    409,
    'Chưa cấu hình kết nối KiotViet. Vui lòng thiết lập kết nối trong "Cài đặt kết nối" trước khi đồng bộ.',
    'POS_NOT_CONFIGURED',
  );
