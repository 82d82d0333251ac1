import { formatNumber } from '@pharmacy/i18n';
import { Pagination, type PaginationVariant } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';

/** The numbers of a range text, formatted for vi-VN: 'Hiển thị {{from}} đến {{to}} trên tổng {{total}} …'. */
export type RangeValues = {
  from: string;
  to: string;
  total: string;
  /** The page size ('10 mỗi trang'). */
  size: string;
};

export interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** False when the total is an estimate: `range` then picks its 'khoảng' text. */
  totalExact?: boolean;
  onPageChange: (page: number) => void;
  /** The next page is on its way: the buttons wait. */
  busy: boolean;
  /** The range under the rows, from its formatted numbers, e.g. `t(exact ? 'list.range' : 'list.rangeApproximate', values)`. */
  range: (values: RangeValues, exact: boolean) => string;
  /** The landmark's name; 'Phân trang' by default (a screen with two lists names each). */
  label?: string;
  variant?: PaginationVariant;
  /** Only while there is more than one page (cards, where the count is in the heading) rather than whenever there are rows. */
  onlyWhenPaged?: boolean;
}

/** A list's pages with the portal's labels and its range text; nothing while the list is empty. */
export function ListPager({
  label,
  busy,
  total,
  totalExact = true,
  pageSize,
  range,
  onlyWhenPaged = false,
  ...props
}: ListPagerProps) {
  const { t } = useTranslation('common');
  if (total <= (onlyWhenPaged ? pageSize : 0)) return null;
  return (
    <Pagination
      {...props}
      total={total}
      pageSize={pageSize}
      disabled={busy}
      rangeLabel={(shown) =>
        range(
          {
            from: formatNumber(shown.from),
            to: formatNumber(shown.to),
            total: formatNumber(shown.total),
            size: formatNumber(pageSize),
          },
          totalExact,
        )
      }
      labels={{
        navigation: label ?? t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (page) => t('pagination.page', { page }),
      }}
    />
  );
}
