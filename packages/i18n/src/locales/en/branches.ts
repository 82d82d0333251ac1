import type { Messages } from '../../types';
import type { branches as vi } from '../vi/branches';

export const branches: Messages<typeof vi> = {
  title: 'Branch sync',
  syncAll: 'Sync all',
  mainBranch: 'Main branch',
  noAddress: 'No address yet',
  noPhone: 'No phone number yet',
  status: { active: 'Active', inactive: 'Inactive', syncing: 'Syncing' },
  toasts: {
    loadFailedTitle: 'Could not load data',
    loadFailedText: 'Could not load the branch list. Please try again.',
    syncFailedTitle: 'Sync error',
    syncFailedText: 'Could not sync the branch. Please try again.',
    syncAllFailedText: 'Could not sync all branches. Please try again.',
    syncedTitle: 'Synced successfully',
    syncedText: 'The branch was synced successfully.',
    syncedAllText: 'All branches were synced successfully.',
  },
};
