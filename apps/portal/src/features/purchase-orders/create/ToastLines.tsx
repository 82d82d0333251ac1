import { useTranslation } from 'react-i18next';
import * as styles from './CreateOrder.css';
import { firstLines } from './createOrderErrors';

/** A toast's detail: a lead sentence, the first `max` reasons as a list, then '...và n lỗi khác'. */
export function ToastLines({ lead, lines, max }: { lead?: string; lines: readonly string[]; max: number }) {
  const { t } = useTranslation('common');
  const { shown, more } = firstLines(lines, max);
  return (
    <>
      {lead}
      {shown.length > 0 ? (
        <ul className={styles.toastList}>
          {shown.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same reason may come twice; the list never reorders
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : null}
      {more > 0 ? t('errors.andMore', { count: more }) : null}
    </>
  );
}
