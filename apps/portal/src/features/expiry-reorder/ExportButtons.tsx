import type { ExportedFile } from '@pharmacy/api-client/swr/exports';
import { Button, DownloadIcon } from '@pharmacy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';
import { saveFile } from '../../shared/saveFile';
import * as styles from './ExpiryReorder.css';

type Format = 'csv' | 'xlsx';

/**
 * `expiry:export.csv` and `expiry:export.xlsx` (docs/product/inventory.md#export): the tab's list as the filters make
 * it, every page, made by the server; the button pressed is busy until the file is handed to the browser. A failure
 * says why.
 */
export function ExportButtons({ exportAs }: { exportAs: (format: Format) => Promise<ExportedFile> }) {
  const { t } = useTranslation('expiry');
  const showError = useErrorToast();
  const [busy, setBusy] = useState<Format | null>(null);
  const run = async (format: Format) => {
    if (busy) return;
    setBusy(format);
    try {
      const file = await exportAs(format);
      saveFile(file.blob, file.name);
    } catch (error) {
      showError(error, { title: t('export.failed') });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.exportButtons}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          tone="neutral"
          icon={<DownloadIcon />}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void run(format)}
        >
          {busy === format ? t('export.busy') : t(`export.${format}`)}
        </Button>
      ))}
    </div>
  );
}
