// POST /v1/users/{id}/onboarding: the end of the onboarding wizard (spec §2). A PENDING user becomes
// ACTIVE; one who joins as a coach leaves a coach profile waiting for a super-admin's approval.
import { and, eq, isNull } from 'drizzle-orm';
import { USERNAME_TAKEN, type OnboardingInput } from '@coachwork/contracts';
import {
  ConflictError,
  ForbiddenError,
  isUniqueViolation,
  ValidationError,
  type Actor,
  type Db,
} from '@coachwork/service-kit';
import { users, type CoachProfileData, type UserRow } from '../../data/schema';
import { userFieldTaken } from '../../data/user-query.repository';
import { loadUserView, roleNamesOf, toUserDto, type UserDto } from '../../data/user.repository';
import { liveUser } from './find-user';
import { announceUserChange } from './user-changes';

export const ONBOARDING_DONE = 'Onboarding is already complete for this account.';
export const ONBOARDING_SELF = 'You can only complete your own onboarding.';

export async function onboardUser(
  db: Db,
  actor: Actor,
  id: string,
  input: OnboardingInput,
): Promise<UserDto> {
  if (actor.userId !== id) throw new ForbiddenError(ONBOARDING_SELF);
  const current = await liveUser(db, id);
  if (current.status !== 'PENDING') throw new ConflictError(ONBOARDING_DONE);
  if (input.username !== undefined && (await userFieldTaken(db, 'username', input.username, id)))
    throw new ValidationError({ username: [USERNAME_TAKEN] });

  const given = Object.fromEntries(Object.entries(input.profile).filter(([, v]) => v !== undefined));
  const changes: Partial<typeof users.$inferInsert> = {
    status: 'ACTIVE',
    profile: { ...current.profile, ...given },
    updatedAt: new Date(),
  };
  if (input.username !== undefined) changes.username = input.username;
  if (input.accountType === 'coach') {
    // The coach role comes only with approval (SPEC-DECISIONS, Data).
    changes.coachProfile = {
      ...(current.coachProfile ?? {}),
      ...(input.coachProfile ?? {}),
      approvalStatus: 'PENDING',
      rejectionReason: null,
    } as CoachProfileData;
  }
  try {
    await db.transaction(async (tx) => {
      // Conditional on PENDING, so two submits cannot both pass.
      const [row] = (await tx
        .update(users)
        .set(changes)
        .where(and(eq(users.id, id), eq(users.status, 'PENDING'), isNull(users.deletedAt)))
        .returning()) as UserRow[];
      if (!row) throw new ConflictError(ONBOARDING_DONE);
      await announceUserChange(tx, row, await roleNamesOf(tx, id), { fields: true, roles: false });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ValidationError({ username: [USERNAME_TAKEN] });
    throw err;
  }
  return toUserDto((await loadUserView(db, id))!);
}
