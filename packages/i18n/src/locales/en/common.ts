import type { Messages } from '../../types';
import type { common as vi } from '../vi/common';

export const common: Messages<typeof vi> = {
  brand: {
    name: 'Pharmacy Portal',
    title: 'Pharmacy management system',
    version: 'Version {{version}}',
    copyright: '© {{year}} Pharmacy Portal',
  },
  unsavedChanges: {
    title: 'Discard changes?',
    description: 'What you entered will not be saved.',
    discard: 'Discard changes',
    keep: 'Keep editing',
  },
  actions: {
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    confirm: 'Confirm',
    apply: 'Apply',
    clearAll: 'Clear all',
    search: 'Search',
    refresh: 'Refresh',
    retry: 'Try again',
    reload: 'Reload the page',
    back: 'Back',
    previous: 'Previous',
    next: 'Next',
    loadMore: 'Load more',
    advancedFilters: 'Advanced filters',
  },
  states: {
    loading: 'Loading...',
    empty: 'No data',
    never: 'Never',
    notUpdated: 'NOT UPDATED',
  },
  errors: {
    title: 'Something went wrong',
    unexpected: 'An unexpected error occurred',
    network: 'Cannot connect to the server',
    loadFailed: 'An error occurred while loading data',
    screenLoadFailed: 'This page could not be loaded. Check the connection, then reload the page.',
    andMore: '...and {{count}} more errors',
  },
  toast: {
    success: 'Success',
    error: 'Error',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  /** Where a record comes from (a branch's source, a supplier's tag). */
  source: { kiotviet: 'KiotViet', portal: 'Added here' },
  sort: {
    sortBy: 'Sort by',
    ascending: 'ascending',
    descending: 'descending',
    unsorted: 'Not sorted',
  },
  dateRange: {
    from: 'From',
    to: 'To',
    clear: 'Clear date',
    choose: 'Choose date',
    calendar: 'Calendar',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    invalidDate: 'Invalid date, type it as dd/mm/yyyy',
    rangeReversed: 'The end date must be on or after the start date',
  },
  autoSync: {
    note: 'The system syncs automatically every 12 hours',
    lastUpdated: 'Last updated: {{time}}',
  },
  status: {
    active: 'Active',
    inactive: 'Inactive',
    all: 'All',
  },
  locale: {
    label: 'Language',
    vi: 'Tiếng Việt',
    en: 'English',
  },
};
