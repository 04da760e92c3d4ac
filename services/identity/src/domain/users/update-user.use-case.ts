// PATCH/PUT /v1/users/{id}: a partial body (spec §7: each settings card sends its own fields). A user
// edits only themselves and never their own roles or status; users.update holders edit anyone.
import { eq } from 'drizzle-orm';
import {
  AVATAR_NOT_UPLOADED,
  COACH_ROLE,
  DEFAULT_TENANT_NOT_MEMBER,
  EMAIL_TAKEN,
  OWN_ROLES_OR_STATUS,
  USERNAME_TAKEN,
  type ErrorBag,
  type UpdateUserInput,
} from '@coachwork/contracts';
import {
  can,
  ForbiddenError,
  isUniqueViolation,
  ValidationError,
  type Actor,
  type Db,
} from '@coachwork/service-kit';
import { users, type CoachProfileData, type UserRow } from '../../data/schema';
import { userFieldTaken } from '../../data/user-query.repository';
import { loadUserView, roleNamesOf, toUserDto, type UserDto } from '../../data/user.repository';
import { isTenantOf } from './default-tenant';
import { liveUser } from './find-user';
import { hashPassword } from './password';
import {
  announceUserChange,
  claimAvatar,
  replaceRoles,
  resolveRoles,
  revokeSessions,
  sameSet,
} from './user-changes';

export interface UpdateUserDeps {
  db: Db;
  /** Mails a code to the user's (new) address; verify-email-using-otp proves it. */
  mailEmailCode(row: UserRow): Promise<void>;
}

/** Only who may edit whom; field rules follow once the user is loaded. */
export function assertMayEdit(actor: Actor, id: string): void {
  if (actor.userId !== id && !can(actor, 'users.update')) throw new ForbiddenError();
}

export async function updateUser(
  deps: UpdateUserDeps,
  actor: Actor,
  id: string,
  input: UpdateUserInput,
): Promise<UserDto> {
  const { db } = deps;
  assertMayEdit(actor, id);
  const current = await liveUser(db, id);
  const currentRoles = await roleNamesOf(db, id);
  const self = actor.userId === id;
  const rolesChange = input.roles !== undefined && !sameSet([...new Set(input.roles)], currentRoles);
  const statusChange = input.status !== undefined && input.status !== current.status;
  // Sending the values one already has is not a change (a full form may echo them back).
  if (self && (rolesChange || statusChange)) throw new ForbiddenError(OWN_ROLES_OR_STATUS);

  const errors: ErrorBag = {};
  if (
    input.email !== undefined &&
    input.email !== current.email &&
    (await userFieldTaken(db, 'email', input.email, id))
  )
    errors.email = [EMAIL_TAKEN];
  if (input.username !== undefined && (await userFieldTaken(db, 'username', input.username, id)))
    errors.username = [USERNAME_TAKEN];
  const roleIds = input.roles !== undefined ? await resolveRoles(db, input.roles, errors) : [];
  if (
    input.defaultTenantSlug &&
    input.defaultTenantSlug !== current.defaultTenantSlug &&
    !(await isTenantOf(db, id, input.defaultTenantSlug))
  )
    errors.defaultTenantSlug = [DEFAULT_TENANT_NOT_MEMBER];
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const changes: Partial<typeof users.$inferInsert> = {};
  const emailChanged = input.email !== undefined && input.email !== current.email;
  if (emailChanged) {
    changes.email = input.email;
    changes.emailVerifiedAt = null;
  }
  if (input.username !== undefined && input.username !== current.username) changes.username = input.username;
  if (input.password !== undefined) changes.passwordHash = await hashPassword(input.password);
  if (statusChange) changes.status = input.status;
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  if (input.defaultTenantSlug !== undefined) changes.defaultTenantSlug = input.defaultTenantSlug;
  if (input.language !== undefined && input.language !== current.language) changes.language = input.language;
  if (input.profile !== undefined) {
    const given = Object.fromEntries(Object.entries(input.profile).filter(([, v]) => v !== undefined));
    changes.profile = { ...current.profile, ...given };
  }
  if (input.coachProfile !== undefined) {
    if (input.coachProfile === null) changes.coachProfile = null;
    else {
      const given = Object.fromEntries(Object.entries(input.coachProfile).filter(([, v]) => v !== undefined));
      // Editing keeps the approval as it is; a new coach profile waits for approval.
      changes.coachProfile = {
        approvalStatus: 'PENDING',
        rejectionReason: null,
        ...current.coachProfile,
        ...given,
      } as CoachProfileData;
    }
  }
  const roleNames = rolesChange ? [...new Set(input.roles!)] : currentRoles;
  // Approval grants the coach role (review-coach-profile), so the two go together: while the role
  // stays, an edit never sends the profile back to review, and a profile given to a coach is approved.
  const coachProfileAfter = changes.coachProfile !== undefined ? changes.coachProfile : current.coachProfile;
  if (coachProfileAfter && roleNames.includes(COACH_ROLE) && coachProfileAfter.approvalStatus !== 'APPROVED')
    changes.coachProfile = { ...coachProfileAfter, approvalStatus: 'APPROVED', rejectionReason: null };

  try {
    await db.transaction(async (tx) => {
      const fieldsChanged = Object.keys(changes).length > 0;
      let row = current;
      if (changes.avatar && changes.avatar !== current.avatar) {
        if (!actor.userId) throw new ValidationError({ avatar: [AVATAR_NOT_UPLOADED] });
        await claimAvatar(tx, changes.avatar, actor.userId);
      }
      if (fieldsChanged) {
        [row] = (await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning()) as [UserRow];
      }
      if (rolesChange) await replaceRoles(tx, id, roleIds);
      // A suspended user's sessions end now, not only while suspended.
      if (statusChange && input.status === 'SUSPENDED') {
        await revokeSessions(tx, id);
      }
      await announceUserChange(tx, row, roleNames, { fields: fieldsChanged, roles: rolesChange });
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new ValidationError({ email: ['The email or username has already been taken.'] });
    throw err;
  }
  const view = (await loadUserView(db, id))!;
  if (emailChanged) await deps.mailEmailCode(view.row);
  return toUserDto(view);
}
