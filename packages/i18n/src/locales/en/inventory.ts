import type { Messages } from '../../types';
import type { inventory as vi } from '../vi/inventory';

export const inventory: Messages<typeof vi> = {
  title: 'Inventory Sync',
  manualSync: 'Manual Sync',
  syncing: 'Syncing...',
  noBatchNumbers: 'This product has no batch numbers',
  expired: 'Expired',
  stock: { out: 'Out of stock', low: 'Low', in: 'In stock' },
  toasts: {
    suggestionSavedTitle: 'Success',
    suggestionSavedText: 'Suggestion days updated',
    suggestionFailedTitle: 'Error',
    suggestionFailedText: 'Could not update suggestion days',
    syncSuccessTitle: 'Success',
    syncSuccessText: 'Inventory synchronized successfully!',
    syncFailedTitle: 'Sync Failed',
    syncFailedText: 'Failed to synchronize inventory',
  },
};
