import type { Messages } from '../../types';
import type { syncLogs as vi } from '../vi/syncLogs';

export const syncLogs: Messages<typeof vi> = {
  title: 'Sync logs',
  subtitle: 'Every sync with KiotViet, manual or automatic, newest first.',
  list: {
    empty: 'No data',
    emptyHint: 'The log gets its first row after the first sync.',
    loadFailed: 'Could not load the sync logs',
    range: 'Showing {{from}}–{{to}} of {{total}} syncs',
    rangeApproximate: 'Showing {{from}}–{{to}} of about {{total}} syncs',
  },
  refresh: 'Refresh',
  columns: {
    time: 'Time',
    dataType: 'Data type',
    action: 'Action',
    result: 'Result',
    records: 'Records updated',
    store: 'Store',
  },
  store: '{{name}} (client id {{clientId}})',
  dataType: {
    ORDER: 'orders',
    PRODUCT: 'products',
    CUSTOMER: 'customers',
    CATEGORY: 'categories',
    BRANCH: 'branches',
    SUPPLIER: 'suppliers',
  },
  syncType: { MANUAL_SYNC: 'Manual', SYSTEM_SYNC: 'System' },
  result: { SUCCESS: 'Success', FAILED: 'Failed' },
  detail: {
    title: 'Sync details',
    description: '{{type}} · {{time}}',
    store: 'Store: {{store}}',
    rawJson: 'Raw data (JSON)',
    copy: 'Copy JSON',
    copied: 'JSON copied to the clipboard',
    copyFailed: 'Could not copy: the browser does not allow access to the clipboard',
  },
};
