import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../shared/currentUser';
import { AccountButton } from './AccountButton';

/**
 * The avatar menu's code (the menu engine, the change-password dialog) is a chunk of its own: the header paints
 * with the account button at once, and the menu follows a moment later. A click that comes first is kept and
 * opens the menu as soon as it is there, with focus where the user left it.
 */
const UserMenu = lazy(() => import('./UserMenu'));

export function AccountMenu() {
  const user = useCurrentUser();
  const { t } = useTranslation('shell');
  const [openRequested, setOpenRequested] = useState(false);
  const focused = useRef(false);
  const role = t('userRole');
  return (
    <Suspense
      fallback={
        <AccountButton
          name={user.name}
          role={role}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={() => setOpenRequested(true)}
          onFocus={() => {
            focused.current = true;
          }}
          onBlur={() => {
            focused.current = false;
          }}
        />
      }
    >
      <UserMenu defaultOpen={openRequested} focusTrigger={focused.current} />
    </Suspense>
  );
}
