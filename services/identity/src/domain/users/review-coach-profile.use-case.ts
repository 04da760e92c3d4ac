// A super-admin approves a coach profile (which grants the coach role) or rejects it (which takes
// the role away if it was held), from /users/{id}/coach-profile (SPEC-DECISIONS, Data).
import { and, eq } from 'drizzle-orm';
import { COACH_ROLE } from '@coachwork/contracts';
import { ConflictError, type Db } from '@coachwork/service-kit';
import { roles, userRoles, users, type CoachProfileData, type UserRow } from '../../data/schema';
import { loadUserView, roleNamesOf, toUserDto, type UserDto } from '../../data/user.repository';
import { liveUser } from './find-user';
import { announceUserChange } from './user-changes';

export const NO_COACH_PROFILE = 'This user has no coach profile to review.';

export async function reviewCoachProfile(
  db: Db,
  id: string,
  decision: { approve: true } | { approve: false; reason: string | null },
): Promise<UserDto> {
  const current = await liveUser(db, id);
  if (!current.coachProfile) throw new ConflictError(NO_COACH_PROFILE);
  await db.transaction(async (tx) => {
    const coachProfile: CoachProfileData = {
      ...current.coachProfile,
      approvalStatus: decision.approve ? 'APPROVED' : 'REJECTED',
      rejectionReason: decision.approve ? null : decision.reason,
    };
    const [row] = (await tx
      .update(users)
      .set({ coachProfile, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning()) as [UserRow];
    const before = await roleNamesOf(tx, id);
    const [coach] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, COACH_ROLE)).limit(1);
    let after = before;
    if (decision.approve && coach && !before.includes(COACH_ROLE)) {
      await tx.insert(userRoles).values({ userId: id, roleId: coach.id }).onConflictDoNothing();
      after = [...before, COACH_ROLE].sort();
    } else if (!decision.approve && coach && before.includes(COACH_ROLE)) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, id), eq(userRoles.roleId, coach.id)));
      after = before.filter((r) => r !== COACH_ROLE);
    }
    await announceUserChange(tx, row, after, { fields: true, roles: after !== before });
  });
  return toUserDto((await loadUserView(db, id))!);
}
