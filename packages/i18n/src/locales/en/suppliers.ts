import type { Messages } from '../../types';
import type { suppliers as vi } from '../vi/suppliers';

export const suppliers: Messages<typeof vi> = {
  heading: 'Pharmacy management system',
  partnerSection: 'Partner suppliers ({{count}})',
  internalSection: 'Internal suppliers ({{count}})',
  partnerEmpty: 'There are no partner suppliers.',
  internalEmpty: 'The internal supplier list is empty.',
  syncPos: 'Sync POS',
  create: 'New supplier',
  defaultDescription: 'Nationwide drug distributor',
  status: { ACTIVE: 'Active', INACTIVE: 'Paused' },
  validation: {
    nameRequired: 'The supplier name must not be empty.',
    emailInvalid: 'Invalid email. Please enter a valid address.',
    phoneInvalid: 'Invalid phone number. Please enter digits only (9-15 digits).',
    logoType: 'Only PNG or JPG images are accepted.',
    logoSize: 'The file is larger than 2MB. Please choose a smaller file.',
    logoUploadFailed: 'Could not upload the image. Please try again.',
  },
  toasts: {
    createFailed: 'An error occurred while creating the distributor',
    updateFailed: 'An error occurred while updating the distributor',
    syncToPosFailed: 'An error occurred while syncing to the POS',
    syncFromPosFailed: 'Syncing suppliers failed',
  },
};
