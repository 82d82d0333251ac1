import type { Executor } from '../../db/client';
import { createPager, type PageRequest, pageAnswer } from '../../db/paging';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import type { SyncEngine } from '../../sync/engine';
import { syncFailure } from '../../sync/messages';
import { syncStore } from '../../sync/store';
import { type BranchFilter, type BranchRow, branchListScope, branchRepository as repo } from './repository';

/** A branch, with the status the screen shows (docs/product/branches.md#branch-status). */
function present(branch: BranchRow, isDefault: boolean, syncing: boolean) {
  const synced = branch.kiotvietId !== null;
  return {
    id: branch.id,
    external_id: synced ? String(branch.kiotvietId) : branch.externalId,
    code: branch.code,
    name: branch.name,
    address: branch.address,
    contact_number: branch.contactNumber,
    email: branch.email,
    is_active: branch.isActive,
    is_default: isDefault,
    source: branch.source,
    last_sync_at: branch.lastSyncAt?.toISOString() ?? null,
    status:
      syncing && synced
        ? ('syncing' as const)
        : branch.isActive
          ? ('active' as const)
          : ('inactive' as const),
  };
}

/** One of the pharmacy's branches (with whether it is the default one), or undefined: for another module's filters. */
export const findBranch = (db: Executor, pharmacyId: string, id: string) => repo.find(db, pharmacyId, id);

/** The pharmacy's default branch (docs/product/branches.md#default-branch), when it has one. */
export const defaultBranch = (db: Executor, pharmacyId: string) => repo.defaultBranch(db, pharmacyId);

export function createBranchService(deps: AppDeps, engine: SyncEngine) {
  const { db } = deps;
  const pager = createPager(db);
  engine.onFinished(async (pharmacyId, dataType) => {
    if (dataType === 'BRANCH') await pager.forget(branchListScope(pharmacyId));
  });

  /**
   * The caller may name only their own pharmacy (`pharmacy_id`, docs/product/api.md#conventions); another one answers
   * 404.
   */
  function ownPharmacy(auth: AuthContext, pharmacyId: string | undefined) {
    if (pharmacyId && pharmacyId !== auth.pharmacyId) throw AppError.notFound('Không tìm thấy nhà thuốc');
  }

  /** While a branch sync runs (here or in another process), KiotViet branches show 'Đang đồng bộ'. */
  async function syncing(auth: AuthContext) {
    if (engine.pendingHere(auth.pharmacyId).includes('BRANCH')) return true;
    return (await syncStore.running(db, auth.pharmacyId, deps.now())).includes('BRANCH');
  }

  async function one(auth: AuthContext, id: string) {
    const row = await repo.find(db, auth.pharmacyId, id);
    if (!row) throw AppError.notFound('Không tìm thấy chi nhánh');
    return present(row.branch, row.isDefault, await syncing(auth));
  }

  return {
    async list(
      auth: AuthContext,
      pharmacyId: string | undefined,
      filter: BranchFilter,
      request: PageRequest,
    ) {
      ownPharmacy(auth, pharmacyId);
      const page = await repo.list(db, pager, auth.pharmacyId, filter, request);
      const busy = await syncing(auth);
      const { data, ...paging } = pageAnswer(page, request, (row) =>
        present(row.branch, row.isDefault, busy),
      );
      return { status: 'success' as const, branches: data, ...paging };
    },

    async stats(auth: AuthContext, pharmacyId: string | undefined, source: BranchFilter['source']) {
      ownPharmacy(auth, pharmacyId);
      const counts = await repo.stats(db, auth.pharmacyId, source);
      const busy = await syncing(auth);
      return {
        status: 'success' as const,
        data: {
          total: counts.total,
          active: counts.active,
          inactive: counts.total - counts.active,
          syncing: busy ? counts.kiotviet : 0,
        },
      };
    },

    one,

    /** Syncs one KiotViet branch now (removed here when KiotViet no longer has it: 404). */
    async syncOne(auth: AuthContext, id: string, pharmacyId: string | undefined) {
      ownPharmacy(auth, pharmacyId);
      const row = await repo.find(db, auth.pharmacyId, id);
      if (!row) throw AppError.notFound('Không tìm thấy chi nhánh');
      if (row.branch.kiotvietId === null) {
        throw AppError.conflict(
          'Chi nhánh này được tạo trên cổng, không đồng bộ từ KiotViet.',
          'NOT_FROM_KIOTVIET',
        );
      }
      const result = await engine.run({
        pharmacyId: auth.pharmacyId,
        dataType: 'BRANCH',
        syncType: 'MANUAL_SYNC',
        userId: auth.userId,
        only: row.branch.kiotvietId,
      });
      if (result.status === 'FAILED') throw syncFailure(result);
      const after = await repo.find(db, auth.pharmacyId, id);
      if (!after) throw AppError.notFound('Chi nhánh không còn trên KiotViet và đã được gỡ khỏi danh sách');
      return present(after.branch, after.isDefault, false);
    },
  };
}

export type BranchService = ReturnType<typeof createBranchService>;
