import type { Messages } from '../../types';
import type { sync as vi } from '../vi/sync';

export const sync: Messages<typeof vi> = {
  fullSync: {
    action: 'Sync everything again',
    confirmTitle: 'Sync every {{kind}} again?',
    confirmText:
      'Every {{kind}} record is read again from KiotViet and replaces the synced data; whatever KiotViet no longer has is removed from Pharmacy Portal. The pharmacy’s own data stays as it is: purchase orders, products and suppliers it created, suggestion days. This takes longer than the usual sync and uses more of the store’s KiotViet calls (at most 5,000 an hour).',
    confirm: 'Sync everything again',
    cancel: 'Not now',
    running: 'Syncing everything again...',
    successTitle: 'Everything synced again',
    successText: '{{count}} records new or updated, {{removed}} removed.',
    stillRunningTitle: 'Still syncing',
    stillRunningText: 'The sync goes on on the server; the sync log tells when it is done.',
    failedTitle: 'Could not sync again',
  },
  section: {
    title: 'Sync everything again',
    intro:
      'When Pharmacy Portal’s data does not match the KiotViet store, read that kind of data again in full. Every run goes into the sync log.',
    lastFull: 'Last read in full: {{at}}',
    never: 'Never read in full',
    running: 'Syncing...',
    result: { SUCCESS: 'Success', FAILED: 'Failed' },
    button: 'Sync again',
    buttonLabel: 'Sync every {{kind}} again',
    off: 'Switch the connection on to sync again.',
    loading: 'Loading the kinds of data...',
    loadFailed: 'Could not load the kinds of data',
  },
  kinds: {
    BRANCH: 'branch',
    CATEGORY: 'product group',
    PRODUCT: 'product and stock',
    CUSTOMER: 'customer',
    ORDER: 'sales order',
    SUPPLIER: 'supplier',
  },
  kindTitles: {
    BRANCH: 'Branches',
    CATEGORY: 'Product groups',
    PRODUCT: 'Products and stock',
    CUSTOMER: 'Customers',
    ORDER: 'Sales orders',
    SUPPLIER: 'Suppliers',
  },
};
