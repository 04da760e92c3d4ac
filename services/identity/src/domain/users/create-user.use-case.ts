import {
  AVATAR_NOT_UPLOADED,
  COACH_ROLE,
  DEFAULT_TENANT_NOT_MEMBER,
  EMAIL_TAKEN,
  USERNAME_TAKEN,
  type CreateUserInput,
  type ErrorBag,
} from '@coachwork/contracts';
import { addToOutbox, isUniqueViolation, ValidationError, type Db } from '@coachwork/service-kit';
import { eventStore, users } from '../../data/schema';
import { userFieldTaken } from '../../data/user-query.repository';
import { loadUserView, toUserDto, userPayload, type UserDto } from '../../data/user.repository';
import { hashPassword } from './password';
import { claimAvatar, replaceRoles, resolveRoles } from './user-changes';

/** A super-admin creates a user directly: ACTIVE unless told otherwise, with the roles given. */
/** `uploaderId`: who may have uploaded the avatar given (the admin creating the user). */
export async function createUser(
  db: Db,
  input: CreateUserInput,
  uploaderId: string | null,
): Promise<UserDto> {
  const errors: ErrorBag = {};
  if (await userFieldTaken(db, 'email', input.email)) errors.email = [EMAIL_TAKEN];
  if (await userFieldTaken(db, 'username', input.username)) errors.username = [USERNAME_TAKEN];
  const roleNames = input.roles ?? [];
  const roleIds = await resolveRoles(db, roleNames, errors);
  // A new user belongs to no tenant yet: the first one they join becomes their default.
  if (input.defaultTenantSlug) errors.defaultTenantSlug = [DEFAULT_TENANT_NOT_MEMBER];
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const coachProfile = input.coachProfile
    ? {
        ...input.coachProfile,
        approvalStatus: roleNames.includes(COACH_ROLE) ? 'APPROVED' : 'PENDING',
        rejectionReason: null,
      }
    : null;
  try {
    const id = await db.transaction(async (tx) => {
      if (input.avatar) {
        if (!uploaderId) throw new ValidationError({ avatar: [AVATAR_NOT_UPLOADED] });
        await claimAvatar(tx, input.avatar, uploaderId);
      }
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          username: input.username,
          passwordHash: await hashPassword(input.password),
          status: input.status ?? 'ACTIVE',
          avatar: input.avatar ?? null,
          profile: { socialAccounts: [], ...input.profile },
          coachProfile: coachProfile as typeof users.$inferInsert.coachProfile,
        })
        .returning();
      await replaceRoles(tx, row!.id, roleIds);
      await addToOutbox(
        tx,
        eventStore,
        'identity.user.registered',
        userPayload(row!, [...new Set(roleNames)]),
      );
      return row!.id;
    });
    return toUserDto((await loadUserView(db, id))!);
  } catch (err) {
    if (isUniqueViolation(err))
      throw new ValidationError({ email: ['The email or username has already been taken.'] });
    throw err;
  }
}
