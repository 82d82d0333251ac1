import { auth } from './auth';
import { branches } from './branches';
import { common } from './common';
import { connection } from './connection';
import { customers } from './customers';
import { expiry } from './expiry';
import { inventory } from './inventory';
import { notFound } from './notFound';
import { purchaseOrders } from './purchaseOrders';
import { salesOrders } from './salesOrders';
import { shell } from './shell';
import { suppliers } from './suppliers';
import { sync } from './sync';
import { syncLogs } from './syncLogs';

/** Vietnamese: the default and fallback locale. One namespace per portal area plus `common`. */
export const vi = {
  common,
  shell,
  auth,
  purchaseOrders,
  suppliers,
  connection,
  inventory,
  expiry,
  branches,
  customers,
  salesOrders,
  syncLogs,
  sync,
  notFound,
} as const;
