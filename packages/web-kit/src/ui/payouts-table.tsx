// Coach payouts in the console (a user's payouts tab, a workshop's payouts tab): the list with its
// statement and CSV downloads, and the super-admin's moves (mark paid with a reference, hold, release),
// each confirmed with a toast. A held payout is released before it can be marked paid; one past its due
// date and not paid is flagged Overdue.
import { useState } from 'react';
import { Button, Input, Modal, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { PayoutDto } from '@coachwork/contracts';
import {
  isPayoutOverdue,
  payoutFileUrl,
  payoutListParams,
  useHoldPayoutMutation,
  useListPayoutsQuery,
  useMarkPayoutPaidMutation,
  useReleasePayoutMutation,
  type PayoutListArgs,
} from '../api/payouts-api';
import { formatDate } from '../dates';
import { useMessages } from '../i18n';
import { ExportMenu } from './export-menu';
import { CONSOLE_KIT_MESSAGES } from './messages';
import { useToast } from './toasts';

const TONE: Record<string, string> = { PENDING: 'gold', DUE: 'blue', PAID: 'green', ON_HOLD: 'default' };

export function PayoutsTable({
  filter,
  canManage,
}: {
  filter: Pick<PayoutListArgs, 'coachId' | 'workshopId'>;
  canManage: boolean;
}) {
  const [page, setPage] = useState(1);
  const { data, isFetching, refetch } = useListPayoutsQuery({ ...filter, page, perPage: 10 });
  const [markPaid, marking] = useMarkPayoutPaidMutation();
  const [hold, holding] = useHoldPayoutMutation();
  const [release] = useReleasePayoutMutation();
  const toast = useToast();
  const { t } = useMessages(CONSOLE_KIT_MESSAGES);
  const [action, setAction] = useState<{ kind: 'pay' | 'hold'; payout: PayoutDto } | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const money = (p: PayoutDto, n: number) =>
    new Intl.NumberFormat('en-IE', { style: 'currency', currency: p.currency }).format(n);

  const submit = async () => {
    if (!action) return;
    const result =
      action.kind === 'pay'
        ? await markPaid({ id: action.payout.id, reference: text })
        : await hold({ id: action.payout.id, reason: text });
    if ('error' in result) {
      const bag = (result.error as { data?: { errors?: Record<string, string[]>; message?: string } }).data;
      setError(Object.values(bag?.errors ?? {})[0]?.[0] ?? bag?.message ?? t('payouts.tryAgain'));
      return;
    }
    const p = action.payout;
    if (action.kind === 'pay')
      toast.success(
        t('payouts.paid'),
        t('payouts.paidBody', {
          workshop: p.workshopTitle,
          amount: money(p, p.amount),
          reference: text.trim(),
        }),
      );
    else toast.success(t('payouts.held'), t('payouts.heldBody', { workshop: p.workshopTitle }));
    setAction(null);
    void refetch();
  };

  const releaseOne = async (p: PayoutDto) => {
    // A refusal (409, gone) was toasted by the api with the server's words.
    const result = await release({ id: p.id });
    if ('error' in result) return;
    toast.success(
      t('payouts.released'),
      result.data.status === 'DUE'
        ? t('payouts.releasedDueNow', { workshop: p.workshopTitle })
        : t('payouts.releasedDue', { workshop: p.workshopTitle, date: formatDate(result.data.dueAt) }),
    );
    void refetch();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <ExportMenu path="/payouts" params={() => payoutListParams(filter)} />
      </Space>
      <Table<PayoutDto>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.data ?? []}
        locale={{ emptyText: t('payouts.empty') }}
        pagination={{ current: page, pageSize: 10, total: data?.meta.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('payouts.workshop'), dataIndex: 'workshopTitle' },
          { title: t('payouts.session'), dataIndex: 'scheduleStart', render: (v: string) => formatDate(v) },
          { title: t('payouts.gross'), align: 'right', render: (_, p) => money(p, p.gross) },
          { title: t('payouts.refunds'), align: 'right', render: (_, p) => money(p, p.refunds) },
          { title: t('payouts.fee'), align: 'right', render: (_, p) => money(p, p.fee) },
          { title: t('payouts.adjustments'), align: 'right', render: (_, p) => money(p, p.adjustments) },
          {
            title: t('payouts.payout'),
            align: 'right',
            render: (_, p) => <strong>{money(p, p.amount)}</strong>,
          },
          {
            title: t('payouts.status'),
            render: (_, p) => (
              <Space direction="vertical" size={0}>
                <Space size={4}>
                  <Tag color={TONE[p.status]}>{p.status.replace('_', ' ')}</Tag>
                  {isPayoutOverdue(p) ? <Tag color="error">{t('payouts.overdue')}</Tag> : null}
                </Space>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {p.status === 'PAID'
                    ? `${formatDate(p.paidAt)} · ${p.reference}`
                    : (p.holdReason ?? t('payouts.due', { date: formatDate(p.dueAt) }))}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('payouts.actions'),
            render: (_, p) => (
              <Space>
                <a href={payoutFileUrl(p.id)} download>
                  {t('payouts.statement')}
                </a>
                {canManage && p.status === 'DUE' ? (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => (setText(''), setError(null), setAction({ kind: 'pay', payout: p }))}
                  >
                    {t('payouts.markPaid')}
                  </Button>
                ) : null}
                {canManage && p.status === 'ON_HOLD' ? (
                  <>
                    {/* Paying a held payout would skip the reason it was held: release it first. */}
                    <Tooltip title={t('payouts.heldHint')}>
                      <span>
                        <Button size="small" type="primary" disabled>
                          {t('payouts.markPaid')}
                        </Button>
                      </span>
                    </Tooltip>
                    <Popconfirm
                      title={t('payouts.releaseQuestion')}
                      description={t('payouts.releaseHint', {
                        reason: p.holdReason ? ` (${p.holdReason})` : '',
                      })}
                      okText={t('payouts.release')}
                      onConfirm={() => releaseOne(p)}
                    >
                      <Button size="small">{t('payouts.release')}</Button>
                    </Popconfirm>
                  </>
                ) : null}
                {canManage && (p.status === 'PENDING' || p.status === 'DUE') ? (
                  <Button
                    size="small"
                    onClick={() => (setText(''), setError(null), setAction({ kind: 'hold', payout: p }))}
                  >
                    {t('payouts.hold')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={action !== null}
        title={t(action?.kind === 'pay' ? 'payouts.markPaidTitle' : 'payouts.holdTitle')}
        okText={t(action?.kind === 'pay' ? 'payouts.markPaid' : 'payouts.hold')}
        confirmLoading={marking.isLoading || holding.isLoading}
        onOk={() => void submit()}
        onCancel={() => setAction(null)}
      >
        <label htmlFor="payout-action-text">
          {t(action?.kind === 'pay' ? 'payouts.reference' : 'payouts.reason')}
        </label>
        <Input
          id="payout-action-text"
          value={text}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      </Modal>
    </Space>
  );
}
