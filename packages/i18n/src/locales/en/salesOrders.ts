import type { Messages } from '../../types';
import type { salesOrders as vi } from '../vi/salesOrders';

export const salesOrders: Messages<typeof vi> = {
  title: 'Order sync',
  walkInCustomer: 'Walk-in customer',
  status: {
    processing: 'Processing',
    completed: 'Completed',
    cancelled: 'Cancelled',
    undeliverable: 'Undeliverable',
  },
  detail: {
    home: 'Home',
    notFound: 'Order information not found',
    loadError: 'An error occurred while loading the order: {{message}}',
  },
  toasts: {
    syncSuccessTitle: 'Success',
    syncSuccessText: 'Orders synchronized successfully!',
    syncFailedTitle: 'Sync Failed',
    syncFailedText: 'Failed to synchronize orders',
    latestSyncSuccess: 'Fetched the latest sync record',
    latestSyncFailed: 'Error while fetching the latest sync record',
  },
};
