import type { Messages } from '../../types';
import type { customers as vi } from '../vi/customers';

export const customers: Messages<typeof vi> = {
  title: 'Customer sync',
  update: 'Update',
  updating: 'Updating...',
  gender: { male: 'Male', female: 'Female', unknown: 'Not specified' },
  historyTab: 'Purchase history ({{count}})',
  suggestionsTab: 'Repurchase suggestions ({{count}})',
  historyEmpty: 'No purchase history',
  suggestionsEmpty: 'No repurchase suggestions yet',
  toasts: {
    syncedTitle: 'Synced successfully',
    manualSyncedTitle: 'Manual sync successful',
    syncFailed: 'Error while syncing customers',
    manualSyncFailed: 'Error while manually syncing customers',
  },
};
