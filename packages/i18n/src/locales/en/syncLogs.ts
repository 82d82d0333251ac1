import type { Messages } from '../../types';
import type { syncLogs as vi } from '../vi/syncLogs';

export const syncLogs: Messages<typeof vi> = {
  title: 'Sync logs',
  empty: 'No data',
  syncType: { MANUAL_SYNC: 'Manual', SYSTEM_SYNC: 'System' },
  result: { SUCCESS: 'Success', FAILED: 'Failed' },
};
