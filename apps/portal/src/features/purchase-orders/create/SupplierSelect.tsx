import type { Distributor } from '@pharmacy/api-client';
import { useActiveDistributors } from '@pharmacy/api-client/swr';
import { Badge, Button, Combobox, type ComboboxOption, type ComboboxOptionGroup } from '@pharmacy/ui';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSourceLabel } from '../../../shared/sourceLabel';
import * as styles from './CreateOrder.css';

/**
 * Suppliers for the order forms: the active ones, up to 99 (docs/product/purchase-orders.md#supplier-select),
 * filtered here as the person types.
 */
const SUPPLIER_QUERY = { limit: 99 } as const;

export interface SupplierSelectProps {
  value: Distributor | null;
  onChange: (supplier: Distributor | null) => void;
  error?: string;
}

/**
 * The supplier select of both order forms (docs/product/purchase-orders.md#supplier-select): partner suppliers under
 * a group named with the brand,
 * internal ones under 'Nhà cung cấp nội bộ' with their source tag; each with its description or 'Nhà phân phối
 * thuốc trên toàn quốc'; matched by name ignoring case and accents. The ref reaches the input.
 */
export const SupplierSelect = forwardRef<HTMLInputElement, SupplierSelectProps>(function SupplierSelect(
  { value, onChange, error },
  ref,
) {
  const { t } = useTranslation(['purchaseOrders', 'common']);
  const sourceLabel = useSourceLabel();
  const suppliers = useActiveDistributors(SUPPLIER_QUERY);
  const list = suppliers.data?.data;

  const options = useMemo<ComboboxOptionGroup[]>(() => {
    const toOption = (supplier: Distributor): ComboboxOption => ({
      value: supplier.id,
      label: supplier.name,
      description: supplier.description?.trim() || t('create.supplierDefaultDescription'),
      ...(supplier.type === 'INTERNAL'
        ? {
            badge: (
              <Badge size="small" tone={supplier.source_tag === 'KiotViet' ? 'info' : 'neutral'}>
                {sourceLabel(supplier.source_tag)}
              </Badge>
            ),
          }
        : {}),
    });
    const all = list ?? [];
    return [
      {
        label: t('create.partnerGroup', { brand: t('common:brand.name') }),
        options: all.filter((s) => s.type === 'PARTNER').map(toOption),
      },
      { label: t('create.internalGroup'), options: all.filter((s) => s.type === 'INTERNAL').map(toOption) },
    ];
  }, [list, t, sourceLabel]);

  const selected = useMemo(
    () =>
      value
        ? (options.flatMap((group) => group.options).find((o) => o.value === value.id) ?? {
            value: value.id,
            label: value.name,
          })
        : null,
    [options, value],
  );

  return (
    <div className={styles.field}>
      <Combobox
        ref={ref}
        label={t('create.supplier')}
        required
        options={options}
        selectedItem={selected}
        onSelectedItemChange={(option) => onChange(list?.find((s) => s.id === option?.value) ?? null)}
        placeholder={t('create.supplierPlaceholder')}
        searchPlaceholder={t('create.supplierSearch')}
        emptyText={t('create.supplierEmpty')}
        loading={suppliers.isLoading}
        loadingText={t('create.loading')}
        clearLabel={t('create.clearSupplier')}
        toggleLabel={t('create.showSuppliers')}
        error={error ?? (suppliers.error ? t('create.suppliersLoadFailed') : undefined)}
      />
      {suppliers.error && !suppliers.isValidating ? (
        <Button size="small" variant="outline" tone="neutral" onClick={() => void suppliers.mutate()}>
          {t('create.retry')}
        </Button>
      ) : null}
    </div>
  );
});
