import type { Messages } from '../../types';
import type { connection as vi } from '../vi/connection';

export const connection: Messages<typeof vi> = {
  heading: 'Connection settings',
  test: 'Test connection',
  connect: 'Connect',
  validation: {
    userNameRequired: 'Please enter the user name',
    passwordRequired: 'Please enter the password',
    connectionNameRequired: 'Please enter the connection name',
    incomplete: 'Please fill in all connection details',
  },
  toasts: {
    enabled: 'Connection Enabled',
    disabled: 'Connection Disabled',
    toggleErrorTitle: 'Error',
    toggleErrorText: 'Failed to update API connection status',
    testSuccess: 'Connection test successful!',
    testFailedTitle: 'Connection Failed',
    testFailedText: 'Failed to connect to POS API',
    testFalsy: 'Connection test failed. Please check your credentials.',
    connectSuccess: 'Connected to POS successfully',
    connectFailed: 'Failed to connect to POS',
  },
};
