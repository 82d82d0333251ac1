import type { Branch } from '@pharmacy/api-client';
import { filterBySearch } from '@pharmacy/ui';

export type BranchStatus = Branch['status'];

/** What the screen knows that the server does not yet: the syncs it has started and not seen end. */
export interface SyncingState {
  all: boolean;
  ids: ReadonlySet<string>;
}

/**
 * The status a branch shows (docs/product/branches.md#branch-status): 'syncing' while its own sync or a sync of all
 * runs (optimistically, before
 * the server says so), else the server's status. When the syncs end the overlay goes and the server's status
 * shows again: restored on failure, refetched on success.
 */
export function shownStatus(branch: Pick<Branch, 'id' | 'status'>, syncing: SyncingState): BranchStatus {
  if (syncing.all || syncing.ids.has(branch.id)) return 'syncing';
  return branch.status;
}

/** The three stat cards: every branch, the active ones, the ones syncing (as shown). */
export function branchStats(branches: readonly Pick<Branch, 'id' | 'status'>[], syncing: SyncingState) {
  let active = 0;
  let syncingCount = 0;
  for (const branch of branches) {
    const status = shownStatus(branch, syncing);
    if (status === 'active') active += 1;
    if (status === 'syncing') syncingCount += 1;
  }
  return { total: branches.length, active, syncing: syncingCount };
}

/** Search by name, address or phone, ignoring accents and case ('ha noi' finds 'Hà Nội'). */
export function searchBranches<B extends Pick<Branch, 'name' | 'address' | 'contact_number'>>(
  branches: readonly B[],
  query: string,
): B[] {
  return filterBySearch(branches, query, (branch) =>
    [branch.name, branch.address ?? '', branch.contact_number ?? ''].join(' '),
  );
}
