import { isUniqueViolation } from '../../db/client';
import { pharmacies, users } from '../../db/schema';
import type { AppDeps } from '../../http/env';
import { hashPassword } from './passwords';

export interface NewPharmacy {
  pharmacyName: string;
  username: string;
  ownerName: string;
  email?: string | undefined;
  password: string;
}

/** Why a pharmacy could not be created, in the words of the administrator who ran the command. */
class RegistrationError extends Error {}

/**
 * Creates a pharmacy and its owner's sign-in, in one transaction: the way into a production database, where no demo
 * data is ever created. Usernames and emails are stored lower-cased, as sign-in compares them.
 */
export async function registerPharmacy(deps: Pick<AppDeps, 'db'>, input: NewPharmacy) {
  const pharmacyName = input.pharmacyName.trim();
  const username = input.username.trim().toLowerCase();
  const ownerName = input.ownerName.trim();
  const email = input.email?.trim().toLowerCase() || null;
  if (!pharmacyName || !ownerName) throw new RegistrationError('Pharmacy name and owner name are required.');
  if (!/^[a-z0-9._-]{3,50}$/.test(username)) {
    throw new RegistrationError('The username needs 3 to 50 letters, digits, dots, dashes or underscores.');
  }
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new RegistrationError('The email is not valid.');
  if (input.password.length < 6) throw new RegistrationError('The password needs at least 6 characters.');
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const [pharmacy] = await tx.insert(pharmacies).values({ name: pharmacyName }).returning();
      if (!pharmacy) throw new Error('insert returned no row');
      const [owner] = await tx
        .insert(users)
        .values({ pharmacyId: pharmacy.id, username, email, name: ownerName, role: 'owner', passwordHash })
        .returning({ id: users.id, username: users.username });
      if (!owner) throw new Error('insert returned no row');
      return { pharmacyId: pharmacy.id, userId: owner.id, username: owner.username };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RegistrationError('That username or email is already taken.');
    throw error;
  }
}
