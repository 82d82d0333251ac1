import type { Supplier } from '@pharmacy/kiotviet';
import { type Executor, isUniqueViolation } from '../../db/client';
import { createPager, type PageRequest, pageAnswer } from '../../db/paging';
import {
  cooldownSeconds,
  DISTRIBUTOR_MESSAGES,
  generateDistributorCode,
  isLogoType,
  SYNC_COOLDOWN_MS,
  validateDistributorFields,
} from '../../domain/distributor-rules';
import { foldForSearch } from '../../domain/text';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { lockPharmacy } from '../../shared/pharmacy-lock';
import type { SyncEngine } from '../../sync/engine';
import { writeSuppliers } from '../../sync/kinds/suppliers';
import { manualSync } from '../../sync/manual';
import { syncStore } from '../../sync/store';
import { fileIdFromReference, linkFor } from '../files/signing';
import {
  type DistributorInsert,
  type DistributorRow,
  supplierRepository as repo,
  type SupplierFilter,
  supplierListScope,
} from './repository';

export interface SupplierInput {
  name?: string | undefined;
  code?: string | null | undefined;
  avatar?: string | null | undefined;
  description?: string | null | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
  address?: string | null | undefined;
  contact_person?: string | null | undefined;
  status?: 'ACTIVE' | 'INACTIVE' | undefined;
}

/** Empty strings from a form mean "no value". */
function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** 429 with the seconds left (Retry-After too). */
function cooldown(remainingMs: number, what: string): AppError {
  const seconds = cooldownSeconds(remainingMs);
  return new AppError(
    429,
    'SYNC_COOLDOWN',
    `Vui lòng đợi ${seconds} giây trước khi đồng bộ lại ${what}.`,
    { seconds: String(seconds) },
    { 'Retry-After': String(seconds) },
  );
}

/**
 * A supplier the pharmacy sees (a partner or one of its own), or undefined: what another module checks before it
 * names one (an order's supplier, a product filter).
 */
export const visibleSupplier = (db: Executor, pharmacyId: string, id: string) =>
  repo.findVisible(db, pharmacyId, id);

export function createSupplierService(deps: AppDeps, engine: SyncEngine) {
  const { db } = deps;
  const pager = createPager(db);
  engine.onFinished(async (pharmacyId, dataType) => {
    if (dataType === 'SUPPLIER') await pager.forget(supplierListScope(pharmacyId));
  });
  /** A new, renamed, re-statused or removed supplier moves the pages of the pharmacy's list. */
  const listChanged = (auth: AuthContext) => pager.forget(supplierListScope(auth.pharmacyId));

  function present(row: DistributorRow) {
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      type: row.type,
      status: row.status,
      source_tag: row.sourceTag,
      brand_name: row.brandName,
      avatar: row.avatar,
      avatar_url: linkFor(deps.fileSigningKey, row.avatar, deps.now(), deps.config.fileUrlTtlSeconds),
      description: row.description,
      phone: row.phone,
      email: row.email,
      address: row.address,
      contact_person: row.contactPerson,
      synced_at: row.syncedAt?.toISOString() ?? null,
      kiotviet_debt: row.kiotvietDebt,
      kiotviet_total_invoiced: row.kiotvietTotalInvoiced,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** 404 for unknown ids and for another pharmacy's suppliers alike: their existence is not disclosed. */
  async function visible(ex: Executor, auth: AuthContext, id: string, forUpdate = false) {
    const row = await repo.findVisible(ex, auth.pharmacyId, id, forUpdate);
    if (!row) throw AppError.notFound('Không tìm thấy nhà cung cấp');
    return row;
  }

  function assertInternal(row: DistributorRow): DistributorRow {
    if (row.type === 'PARTNER') {
      throw AppError.forbidden('Nhà cung cấp đối tác chỉ được xem, không thể chỉnh sửa, xoá hay đồng bộ.');
    }
    return row;
  }

  /** An internal supplier of the caller's pharmacy, locked for the rest of the transaction. */
  async function editable(tx: Executor, auth: AuthContext, id: string): Promise<DistributorRow> {
    return assertInternal(await visible(tx, auth, id, true));
  }

  function profileFields(input: SupplierInput): Partial<DistributorInsert> {
    const values: Partial<DistributorInsert> = {};
    if (input.name !== undefined) {
      values.name = input.name.trim();
      values.nameSearch = foldForSearch(input.name);
    }
    const optional = {
      avatar: blankToNull(input.avatar),
      description: blankToNull(input.description),
      phone: blankToNull(input.phone),
      email: blankToNull(input.email),
      address: blankToNull(input.address),
      contactPerson: blankToNull(input.contact_person),
    };
    for (const [key, value] of Object.entries(optional)) {
      if (value !== undefined) (values as Record<string, unknown>)[key] = value;
    }
    return values;
  }

  const codeTaken = () =>
    AppError.conflict(DISTRIBUTOR_MESSAGES.codeTaken, 'DISTRIBUTOR_CODE_TAKEN', {
      code: DISTRIBUTOR_MESSAGES.codeTaken,
    });

  async function assertCodeFree(ex: Executor, auth: AuthContext, code: string, exceptId?: string) {
    if (await repo.codeTaken(ex, auth.pharmacyId, code, exceptId)) throw codeTaken();
  }

  /** A concurrent edit may still win the race for a code: the unique constraint answers, as a 409. */
  function conflictOnDuplicateCode(error: unknown): never {
    throw isUniqueViolation(error) ? codeTaken() : error;
  }

  /**
   * The avatar is the `url` of one of the pharmacy's own uploads, and a PNG or JPG: anything else could make the
   * API sign download links for another pharmacy's files, or hand the portal an arbitrary URL to load.
   */
  async function assertLogo(ex: Executor, auth: AuthContext, avatar: string | null | undefined) {
    if (!avatar) return;
    const fileId = fileIdFromReference(avatar);
    const contentType = fileId ? await repo.fileType(ex, auth.pharmacyId, fileId) : undefined;
    if (!contentType) throw AppError.validation({ avatar: DISTRIBUTOR_MESSAGES.avatarUnknown });
    if (!isLogoType(contentType)) throw AppError.validation({ avatar: DISTRIBUTOR_MESSAGES.avatarType });
  }

  /**
   * Reads the supplier's KiotViet record by its code and writes it, through the sync engine (the run in the sync
   * log, as every sync's); 409 when KiotViet has no supplier with that code.
   */
  async function pullSupplier(
    auth: AuthContext,
    row: DistributorRow,
    connection: Awaited<ReturnType<SyncEngine['activeConnection']>>,
  ) {
    const synced = await engine.pullOne({
      pharmacyId: auth.pharmacyId,
      dataType: 'SUPPLIER',
      userId: auth.userId,
      connection,
      named: { code: row.code },
      list: (client) => client.suppliers({ code: row.code }),
      pick: (found: readonly Supplier[]) =>
        found.find((supplier) => supplier.code.trim().toUpperCase() === row.code.toUpperCase()),
      async write(tx, record) {
        const written = await writeSuppliers(tx, auth.pharmacyId, [record], deps.now());
        await repo.update(tx, row.id, { syncedAt: deps.now() });
        return {
          counts: { inserted: 0, updated: written.rows.length, removed: 0 },
          value: (await repo.findVisible(tx, auth.pharmacyId, row.id)) as DistributorRow,
        };
      },
    });
    if (!synced) {
      throw AppError.conflict(
        `Nhà cung cấp ${row.code} chưa có trên KiotViet. KiotViet không cho tạo nhà cung cấp qua API: hãy tạo nhà cung cấp với mã này trên KiotViet rồi đồng bộ lại.`,
        'SUPPLIER_NOT_IN_KIOTVIET',
      );
    }
    // The supplier list forgot its pages when the engine told its listeners the SUPPLIER run was over.
    return present(synced);
  }

  return {
    present,

    async list(auth: AuthContext, filter: SupplierFilter, request: PageRequest) {
      const page = await repo.list(db, pager, auth.pharmacyId, filter, request);
      return pageAnswer(page, request, (row) => present(row.distributor));
    },

    async get(auth: AuthContext, id: string) {
      return present(await visible(db, auth, id));
    },

    async create(auth: AuthContext, input: SupplierInput & { name: string }) {
      const errors = validateDistributorFields(input, true);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const created = await db.transaction(async (tx) => {
        await lockPharmacy(tx, auth.pharmacyId);
        await assertLogo(tx, auth, blankToNull(input.avatar));
        let code = blankToNull(input.code)?.toUpperCase();
        if (code) {
          await assertCodeFree(tx, auth, code);
        } else {
          code = generateDistributorCode(await repo.codesOf(tx, auth.pharmacyId)) ?? undefined;
          if (!code)
            throw AppError.conflict('Đã hết mã nhà cung cấp tự động (NCC100–NCC999). Vui lòng nhập mã.');
        }
        const row = await repo
          .insert(tx, {
            ...profileFields(input),
            name: input.name.trim(),
            nameSearch: foldForSearch(input.name),
            code,
            type: 'INTERNAL',
            pharmacyId: auth.pharmacyId,
            status: input.status ?? 'ACTIVE',
            sourceTag: 'Custom',
          })
          .catch(conflictOnDuplicateCode);
        return present(row);
      });
      await listChanged(auth);
      return created;
    },

    /**
     * `withStatus` distinguishes the two update calls (docs/product/api.md#suppliers): PATCH /{id} may also change
     * the status,
     * PATCH /{id}/distributor-only changes the supplier's own profile fields only.
     */
    async update(auth: AuthContext, id: string, input: SupplierInput, withStatus: boolean) {
      const errors = validateDistributorFields(input, false);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const changed = await db.transaction(async (tx) => {
        const row = await editable(tx, auth, id);
        await assertLogo(tx, auth, blankToNull(input.avatar));
        const values = profileFields(input);
        const code = blankToNull(input.code)?.toUpperCase();
        if (code && code !== row.code) {
          await assertCodeFree(tx, auth, code, row.id);
          values.code = code;
        }
        if (withStatus && input.status) values.status = input.status;
        const updated = await repo
          .update(tx, row.id, { ...values, updatedAt: deps.now() })
          .catch(conflictOnDuplicateCode);
        return present(updated);
      });
      await listChanged(auth);
      return changed;
    },

    /** Only a supplier nothing refers to: its orders and products keep their history. */
    async remove(auth: AuthContext, id: string) {
      await db.transaction(async (tx) => {
        const row = await editable(tx, auth, id);
        if ((await repo.orderCount(tx, row.id)) > 0) {
          throw AppError.conflict(
            'Không thể xoá nhà cung cấp đã có đơn đặt hàng. Hãy chuyển sang trạng thái "Tạm dừng" thay vì xoá.',
            'DISTRIBUTOR_IN_USE',
          );
        }
        if ((await repo.productCount(tx, row.id)) > 0) {
          throw AppError.conflict(
            'Không thể xoá nhà cung cấp đang gắn với sản phẩm. Hãy chuyển sang trạng thái "Tạm dừng" thay vì xoá.',
            'DISTRIBUTOR_IN_USE',
          );
        }
        await repo.delete(tx, row.id);
      });
      await listChanged(auth);
    },

    async toggleStatus(auth: AuthContext, id: string) {
      const toggled = await db.transaction(async (tx) => {
        const row = await editable(tx, auth, id);
        const status = row.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
        return present(await repo.update(tx, row.id, { status, updatedAt: deps.now() }));
      });
      await listChanged(auth);
      return toggled;
    },

    /**
     * 'Đồng bộ POS' (docs/product/suppliers.md#sync-one-supplier): KiotViet's API cannot create or change a supplier,
     * so this pulls the supplier's
     * KiotViet record by its code and marks it synced; 409 when KiotViet has no supplier with that code. At most once
     * per 30 s per supplier (429 with the seconds left), counted from the last sync or a press still under way: a
     * press that failed holds nothing, staff may try again at once.
     */
    async syncToPos(auth: AuthContext, id: string) {
      const row = assertInternal(await visible(db, auth, id));
      const connection = await engine.activeConnection(auth.pharmacyId);
      const now = deps.now();
      if (!(await repo.claimSync(db, auth.pharmacyId, row.id, now, SYNC_COOLDOWN_MS))) {
        const last = Math.max(row.syncRequestedAt?.getTime() ?? 0, row.syncedAt?.getTime() ?? 0);
        throw cooldown(last + SYNC_COOLDOWN_MS - now.getTime(), 'nhà cung cấp này');
      }
      try {
        return await pullSupplier(auth, row, connection);
      } catch (error) {
        await repo.releaseSync(db, auth.pharmacyId, row.id, now, row.syncRequestedAt ?? null);
        throw error;
      }
    },

    /**
     * Imports every KiotViet supplier as an internal supplier tagged 'KiotViet'
     * (docs/product/suppliers.md#import-from-kiotviet), through the sync
     * engine (history, lease); at most once per 30 s per pharmacy.
     */
    async syncFromPos(auth: AuthContext) {
      // The last import of all suppliers (a single supplier's sync does not count).
      const last = (await syncStore.latest(db, auth.pharmacyId, 'SUPPLIER', 20)).find(
        (run) => run.rawJson.mode !== 'ONE',
      );
      const wait = last ? last.startedAt.getTime() + SYNC_COOLDOWN_MS - deps.now().getTime() : 0;
      if (wait > 0) throw cooldown(wait, 'nhà cung cấp');
      const result = await manualSync(engine, auth, ['SUPPLIER']);
      await listChanged(auth);
      return result;
    },
  };
}

export type SupplierService = ReturnType<typeof createSupplierService>;
