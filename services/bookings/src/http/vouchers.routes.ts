import type { Router } from 'express';
import {
  createVoucherSchema,
  updateVoucherSchema,
  type CreateVoucherInput,
  type UpdateVoucherInput,
} from '@coachwork/contracts';
import { crudRoutes, type Db, type OutboxRelay } from '@coachwork/service-kit';
import { findVoucher, toVoucherDto, voucherListSpec } from '../data/voucher.repository';
import type { VoucherRow } from '../data/voucher.schema';
import { createVoucher, deleteVoucher, updateVoucher } from '../domain/vouchers/vouchers.use-cases';

/** /v1/vouchers: the back office's list contract, show, create, PATCH/PUT and delete (super-admins). */
export function voucherRoutes(router: Router, db: Db, relay: OutboxRelay): void {
  crudRoutes<VoucherRow & { deletedAt?: null }, CreateVoucherInput, UpdateVoucherInput>(router, {
    path: '/v1/vouchers',
    noun: 'Voucher',
    permission: 'vouchers',
    db,
    relay,
    toDto: toVoucherDto,
    list: { spec: voucherListSpec },
    show: { find: findVoucher },
    create: { schema: createVoucherSchema, run: createVoucher },
    update: { schema: updateVoucherSchema, run: updateVoucher },
    delete: deleteVoucher,
  });
}
