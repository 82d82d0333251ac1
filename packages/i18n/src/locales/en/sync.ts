import type { Messages } from '../../types';
import type { sync as vi } from '../vi/sync';

export const sync: Messages<typeof vi> = {
  fullSync: {
    action: 'Sync everything again',
    confirmTitle: 'Sync every {{kind}} again?',
    confirmText:
      'Every {{kind}} record is read again from KiotViet; whatever KiotViet no longer has is removed from Pharmacy Portal. This takes longer than the usual sync and uses more of the store’s KiotViet calls (at most 5,000 an hour).',
    confirm: 'Sync everything again',
    cancel: 'Not now',
    running: 'Syncing everything again...',
    successTitle: 'Everything synced again',
    successText: '{{count}} records new or updated, {{removed}} removed.',
    stillRunningTitle: 'Still syncing',
    stillRunningText: 'The sync goes on on the server; the sync log tells when it is done.',
    failedTitle: 'Could not sync again',
  },
  kinds: {
    BRANCH: 'branch',
    CATEGORY: 'product group',
    PRODUCT: 'product and stock',
    CUSTOMER: 'customer',
    ORDER: 'sales order',
    SUPPLIER: 'supplier',
  },
};
