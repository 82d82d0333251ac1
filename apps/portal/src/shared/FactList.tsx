import type { ReactNode } from 'react';
import * as styles from './layout.css';

/** What a record is, label by label: a customer's details, a sales order's. */
export function FactList({ facts, className }: { facts: readonly [string, ReactNode][]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
