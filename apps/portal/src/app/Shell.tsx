import { Heading, PillIcon, Stack, Text } from '@pharmacy/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Shell.css';

const COPYRIGHT_YEAR = 2025;

/** The application frame: brand sidebar, sticky header and the content area. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <aside className={styles.sidebar} aria-label={t('brand.name')}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            <PillIcon size={20} />
          </span>
          <Stack gap="none">
            <Text weight="semibold">{t('brand.name')}</Text>
            <Text size="xsmall" tone="secondary">
              {t('brand.title')}
            </Text>
          </Stack>
        </div>
        <Stack gap="none">
          <Text size="xsmall" tone="muted">
            {t('brand.version', { version: __APP_VERSION__ })}
          </Text>
          <Text size="xsmall" tone="muted">
            {t('brand.copyright', { year: COPYRIGHT_YEAR })}
          </Text>
        </Stack>
      </aside>
      <div>
        <header className={styles.header}>
          <Heading level={1} size={4}>
            {t('brand.title')}
          </Heading>
        </header>
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
