import { CheckIcon } from '../../icons/icons';
import type { PickerOption } from './options';
import * as styles from './Select.css';

/**
 * The inside of an option row, shared by Select and Combobox: a check for the chosen option, the label with
 * its badge, and the description. The option is named by all of its visible text, so what a person sees is
 * what a voice-control user can say.
 */
export function OptionContent({ option, selected }: { option: PickerOption; selected: boolean }) {
  return (
    <>
      <span className={styles.optionCheck} aria-hidden="true">
        {selected ? <CheckIcon /> : null}
      </span>
      <span className={styles.optionBody}>
        <span className={styles.optionLabelRow}>
          <span className={styles.optionLabel}>{option.label}</span>
          {option.badge ? <span className={styles.optionBadge}>{option.badge}</span> : null}
        </span>
        {option.description ? <span className={styles.optionDescription}>{option.description}</span> : null}
      </span>
    </>
  );
}
