import type { Customer } from '@pharmacy/kiotviet';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foldForSearch } from '../../domain/text';
import { type Column, markSeen, rowsOf, upsert } from '../bulk';
import { amount, customerGender } from '../mapping';
import { lastPerId, type SyncKind } from './types';

const SENT: Column[] = [
  { name: 'pharmacy_id', type: 'uuid' },
  { name: 'kiotviet_id', type: 'bigint' },
  { name: 'branch_kiotviet_id', type: 'bigint' },
  { name: 'code', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'gender', type: 'text' },
  { name: 'phone', type: 'text' },
  { name: 'email', type: 'text' },
  { name: 'address', type: 'text' },
  { name: 'total_revenue', type: 'bigint' },
  { name: 'total_invoiced', type: 'bigint' },
  { name: 'debt', type: 'bigint' },
  { name: 'groups', type: 'text[]' },
  { name: 'search_text', type: 'text' },
  { name: 'kiotviet_modified_at', type: 'timestamptz' },
  { name: 'synced_at', type: 'timestamptz' },
];
const WRITTEN: Column[] = [
  ...SENT.filter((column) => column.name !== 'branch_kiotviet_id'),
  { name: 'branch_name', type: 'text' },
];

const removeCustomers = async (tx: Executor, condition: SQL) =>
  (await tx.execute(sql`delete from customers where ${condition} returning id`)).rows.length;

export const customerKind: SyncKind<Customer> = {
  dataType: 'CUSTOMER',
  tables: { records: 'customers' },
  list: (client, options) => client.customers(options),
  idOf: (customer) => customer.id,

  async write(tx, { pharmacyId, now, full }, page) {
    const records = lastPerId(page.records, (customer) => customer.id);
    const sent = rowsOf(
      SENT,
      records.map((customer) => [
        pharmacyId,
        customer.id,
        customer.branchId,
        customer.code.trim(),
        customer.name.trim(),
        customerGender(customer.gender),
        customer.contactNumber,
        customer.email,
        customer.address,
        amount(customer.totalRevenue),
        amount(customer.totalInvoiced),
        customer.debt ?? 0,
        customer.groups,
        foldForSearch(
          [customer.code, customer.name, customer.contactNumber, customer.email].filter(Boolean).join(' '),
        ),
        customer.modifiedDate ?? customer.createdDate,
        now,
      ]),
    );
    const result = await upsert<{ kiotviet_id: string }>(tx, {
      table: 'customers',
      columns: WRITTEN,
      key: ['pharmacy_id', 'kiotviet_id'],
      owned: [
        'code',
        'name',
        'gender',
        'phone',
        'email',
        'address',
        'total_revenue',
        'total_invoiced',
        'debt',
        'groups',
        'search_text',
        'kiotviet_modified_at',
        'branch_name',
      ],
      touched: ['synced_at'],
      updatedAt: now,
      source: sql`select ${sql.raw(
        WRITTEN.filter((column) => column.name !== 'branch_name')
          .map((column) => `s."${column.name}"`)
          .join(', '),
      )}, b.name as branch_name
        from (${sent}) s left join branches b on b.pharmacy_id = s.pharmacy_id and b.kiotviet_id = s.branch_kiotviet_id`,
    });
    if (full)
      await markSeen(
        tx,
        'customers',
        'synced_at',
        pharmacyId,
        records.map((customer) => customer.id),
        now,
        result.rows,
      );
    const removed =
      page.removedIds.length > 0
        ? await removeCustomers(
            tx,
            sql`pharmacy_id = ${pharmacyId} and kiotviet_id = any(${sql.param(page.removedIds)}::bigint[])`,
          )
        : 0;
    return { inserted: result.inserted, updated: result.updated, removed };
  },

  sweep: (tx, { pharmacyId }, seenSince) =>
    removeCustomers(tx, sql`pharmacy_id = ${pharmacyId} and synced_at < ${seenSince}`),
};
