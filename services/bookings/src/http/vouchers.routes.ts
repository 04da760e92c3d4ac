import type { Router } from 'express';
import {
  validateInput,
  redeemVoucherSchema,
  verifyVoucherCodeSchema,
  verifyVoucherQuerySchema,
  createVoucherSchema,
  updateVoucherSchema,
  type CreateVoucherInput,
  type UpdateVoucherInput,
} from '@coachwork/contracts';
import {
  actorOf,
  crudRoutes,
  idempotent,
  requirePermission,
  requireUser,
  storeIdempotentAnswer,
  uuidParam,
  validate,
  ValidationError,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { idempotencyKeys } from '../data/schema';
import type { BookingsContext } from '../domain/context';
import {
  redeemVoucher,
  verifyVoucher,
  voucherRedemptionsOf,
} from '../domain/vouchers/voucher-checkout.use-cases';
import { findVoucher, toVoucherDto, voucherListSpec } from '../data/voucher.repository';
import type { VoucherRow } from '../data/voucher.schema';
import { createVoucher, deleteVoucher, updateVoucher } from '../domain/vouchers/vouchers.use-cases';
import { VOUCHER_EXPORT } from './export-columns';

/** /v1/vouchers: the back office's list contract, show, create, PATCH/PUT and delete (super-admins). */
export function voucherRoutes(router: Router, ctx: BookingsContext, relay: OutboxRelay): void {
  const db = ctx.db;

  // Any signed-in booker, at checkout (the gateway's API rate limit applies).
  router.get('/v1/vouchers/verify/:code', requireUser(), async (req, res) => {
    const code = await validateInput(verifyVoucherCodeSchema, { code: req.params.code });
    const query = await validateInput(verifyVoucherQuerySchema, req.query);
    if (!code.ok || !query.ok)
      throw new ValidationError({ ...(code.ok ? {} : code.errors), ...(query.ok ? {} : query.errors) });
    res.json({ data: await verifyVoucher(ctx, code.value.code.slice(0, 64), query.value) });
  });

  router.get('/v1/vouchers/:id/redemptions', requirePermission('vouchers.view'), async (req, res) => {
    res.json({ data: await voucherRedemptionsOf(ctx, uuidParam(req, 'id', 'Voucher')) });
  });

  router.post(
    '/v1/vouchers/:id/redeem',
    requireUser(),
    idempotent({ db, table: idempotencyKeys, now: ctx.now }),
    validate(redeemVoucherSchema),
    async (req, res) => {
      // The redemption and the answer a retry with the same key replays commit together: a retry after
      // a crash replays it instead of being told the booking already has a voucher.
      const data = await redeemVoucher(
        ctx,
        uuidParam(req, 'id', 'Voucher'),
        req.body.bookingId,
        actorOf(req),
        (tx, answer) => storeIdempotentAnswer(tx, 200, { data: answer }),
      );
      relay.nudge();
      res.json({ data });
    },
  );

  crudRoutes<VoucherRow & { deletedAt?: null }, CreateVoucherInput, UpdateVoucherInput>(router, {
    path: '/v1/vouchers',
    noun: 'Voucher',
    permission: 'vouchers',
    db,
    relay,
    toDto: toVoucherDto,
    list: { spec: voucherListSpec, export: { name: 'vouchers', columns: VOUCHER_EXPORT } },
    show: { find: findVoucher },
    create: { schema: createVoucherSchema, run: createVoucher },
    update: { schema: updateVoucherSchema, run: updateVoucher },
    delete: deleteVoucher,
  });
}
