import { Button, ChevronLeftIcon, Heading, Text } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../../shared/paths';
import * as styles from './NotFoundScreen.css';

/**
 * Any address without a screen (docs/product/shell-and-auth.md#not-found-page): 'Trang không tồn tại', a button to
 * the purchase orders and a Back
 * button. Back leaves for the previous page when there is one in this tab; a link opened in a new tab has
 * none, so it goes to the purchase orders instead of closing the portal.
 */
export function NotFoundScreen() {
  const { t } = useTranslation('notFound');
  const [, navigate] = useLocation();
  const back = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(paths.purchaseOrders);
  };
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <Text className={styles.code} aria-hidden="true">
        404
      </Text>
      <Heading level={1} size={2} id="not-found-title" align="center">
        {t('title')}
      </Heading>
      <Text as="p" tone="secondary" align="center">
        {t('description')}
      </Text>
      <div className={styles.actions}>
        <Button variant="outline" tone="neutral" icon={<ChevronLeftIcon />} onClick={back}>
          {t('back')}
        </Button>
        <Button onClick={() => navigate(paths.purchaseOrders)}>{t('toPurchaseOrders')}</Button>
      </div>
    </section>
  );
}
