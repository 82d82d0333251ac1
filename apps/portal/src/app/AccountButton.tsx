import { Avatar } from '@pharmacy/ui';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import * as styles from './AccountButton.css';

interface AccountButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  name: string;
  role: string;
}

/**
 * The header's account button: the name and 'Pharmacy admin' (visually hidden below 768 px, still its
 * accessible name) and the avatar with the name's initials. It opens the avatar menu.
 */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(function AccountButton(
  { name, role, ...props },
  ref,
) {
  return (
    <button ref={ref} type="button" className={styles.trigger} {...props}>
      <span className={styles.identity}>
        <span className={styles.name}>{name}</span>
        <span className={styles.role}>{role}</span>
      </span>
      {/* Three letters at most: a long name stays legible in a small avatar (the full name is beside it). */}
      <Avatar name={name} size="small" maxInitials={3} decorative />
    </button>
  );
});
