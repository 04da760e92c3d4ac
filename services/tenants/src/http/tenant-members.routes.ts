// /v1/tenants/{id}/members and /invitations: members of any role read, owners and admins (and
// super-admins) write; the use cases add the owner rules.
import type { RequestHandler, Router } from 'express';
import {
  addTenantMemberSchema,
  updateTenantMemberSchema,
  type AddTenantMemberInput,
  type UpdateTenantMemberInput,
} from '@coachwork/contracts';
import {
  actorOf,
  requestLanguage,
  uuidParam,
  validate,
  type Db,
  type Logger,
  type Mailer,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { listInvitations, listMembers } from '../data/membership.repository';
import { tenantFromPath, tenantScopeOf } from '../domain/tenant-access';
import {
  addMember,
  cancelInvitation,
  changeMemberRole,
  removeMember,
} from '../domain/members/member.use-cases';
import { tenantInvitationMail } from '../mail/invitation.mail';

export interface MemberRouteDeps {
  db: Db;
  relay: OutboxRelay;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
}

export function tenantMemberRoutes(router: Router, { db, relay, mailer, appUrl }: MemberRouteDeps): void {
  const base = '/v1/tenants/:id';
  const read = tenantFromPath(db, 'read');
  const write = tenantFromPath(db, 'write');
  const userIdOf = (req: Parameters<typeof uuidParam>[0]) => uuidParam(req, 'userId', 'Member');

  router.get(`${base}/members`, read, async (req, res) => {
    res.json({ data: await listMembers(db, tenantScopeOf(req).tenant.id) });
  });

  router.post(`${base}/members`, write, validate(addTenantMemberSchema), async (req, res) => {
    const result = await addMember(
      db,
      tenantScopeOf(req),
      req.body as AddTenantMemberInput,
      actorOf(req),
      // The invited address has no account to read its language from: the inviter's page's it is.
      (invitation, tenant) =>
        mailer.dispatch(
          tenantInvitationMail(invitation.email, tenant.name, invitation.role, appUrl, requestLanguage(req)),
        ),
    );
    relay.nudge();
    // 201: a member now; 202: an invitation that becomes one when the address registers.
    if ('member' in result) res.status(201).json({ data: result.member });
    else res.status(202).json({ data: result.invitation });
  });

  router.patch(`${base}/members/:userId`, write, validate(updateTenantMemberSchema), async (req, res) => {
    const data = await changeMemberRole(
      db,
      tenantScopeOf(req),
      userIdOf(req),
      req.body as UpdateTenantMemberInput,
      actorOf(req),
    );
    res.json({ data });
  });

  // A member may leave on their own; removing someone else needs write access.
  const readOwnWriteOthers: RequestHandler = (req, res, next) =>
    tenantFromPath(db, actorOf(req).userId === req.params.userId ? 'read' : 'write')(req, res, next);
  router.delete(`${base}/members/:userId`, readOwnWriteOthers, async (req, res) => {
    const data = await removeMember(db, tenantScopeOf(req), userIdOf(req), actorOf(req));
    relay.nudge();
    res.json({ data });
  });

  router.get(`${base}/invitations`, read, async (req, res) => {
    res.json({ data: await listInvitations(db, tenantScopeOf(req).tenant.id) });
  });

  router.delete(`${base}/invitations/:invitationId`, write, async (req, res) => {
    const id = uuidParam(req, 'invitationId', 'Invitation');
    res.json({ data: await cancelInvitation(db, tenantScopeOf(req), id) });
  });
}
