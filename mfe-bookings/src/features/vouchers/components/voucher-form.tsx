// /vouchers/create and /vouchers/{id}/edit: the contract's voucher rules in the form (code ≤ 32 of
// letters, digits, _ and -; a percentage 0–100; amounts ≥ 0 with two decimals; max uses an integer ≥ 1;
// a scope is a type with its target, picked by title from a searchable list), and the server's 422 on
// the same fields (a taken code).
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Button, Card, Form, Result, Skeleton, Space } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import {
  createVoucherSchema,
  DISCOUNT_TYPES,
  VOUCHER_MODEL_TYPES,
  type CreateVoucherInput,
  type DiscountType,
  type VoucherDto,
  type VoucherModelType,
} from '@coachwork/contracts';
import { usePageTitle, useServerErrors } from '@coachwork/web-kit';
import { FormItem, FormNumberItem, FormSelectItem, FormTextItem, useToast } from '@coachwork/web-kit/ui';
import {
  useCreateConsoleVoucherMutation,
  useGetConsoleVoucherQuery,
  useUpdateConsoleVoucherMutation,
} from '../api';
import { useBookingsMessages } from '../../messages';
import { discountTypeLabel, modelTypeLabel } from '../voucher-labels';
import { ScopeTargetSelect } from './scope-target-select';

export interface VoucherValues {
  code: string;
  modelType: VoucherModelType | null;
  modelId: string | null;
  expiresAt: string | null;
  data: {
    discountType: DiscountType;
    discountValue: number | null;
    maxDiscount: number | null;
    maxUses: number | null;
  };
}

const valuesOf = (v?: VoucherDto): VoucherValues => ({
  code: v?.code ?? '',
  modelType: v?.modelType ?? null,
  modelId: v?.modelId ?? null,
  expiresAt: v?.expiresAt ? v.expiresAt.slice(0, 10) : null,
  data: {
    discountType: v?.data.discountType ?? 'percentage',
    discountValue: v?.data.discountValue ?? null,
    maxDiscount: v?.data.maxDiscount ?? null,
    maxUses: v?.data.maxUses ?? null,
  },
});

/** What is sent: a free voucher has no value, and only a percentage has a cap. */
export function voucherBody(values: VoucherValues): CreateVoucherInput {
  const d = values.data;
  return {
    code: values.code,
    modelType: values.modelType ?? null,
    modelId: values.modelType ? (values.modelId ?? null) : null,
    expiresAt: values.expiresAt || null,
    data: {
      discountType: d.discountType,
      discountValue: d.discountType === 'free' ? undefined : (d.discountValue ?? undefined),
      maxDiscount: d.discountType === 'percentage' ? (d.maxDiscount ?? null) : null,
      maxUses: d.maxUses ?? null,
    },
  } as CreateVoucherInput;
}

export function VoucherForm({ voucher }: { voucher?: VoucherDto }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useBookingsMessages();
  const defaults = useMemo(() => valuesOf(voucher), [voucher]);
  const form = useForm<VoucherValues>({
    // PATCH sends the whole voucher, so both check the create rules (same messages as the API).
    resolver: yupResolver(createVoucherSchema) as never,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const onServerError = useServerErrors(form);
  const [create, creating] = useCreateConsoleVoucherMutation();
  const [update, updating] = useUpdateConsoleVoucherMutation();
  const saving = creating.isLoading || updating.isLoading;
  const type = form.watch('data.discountType');
  const modelType = form.watch('modelType');
  // Another kind of target: the one picked before is not one of these.
  const shownType = useRef(modelType);
  useEffect(() => {
    if (shownType.current === modelType) return;
    shownType.current = modelType;
    form.setValue('modelId', null);
  }, [modelType, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = voucherBody(values);
      const saved = voucher ? await update({ id: voucher.id, body }).unwrap() : await create(body).unwrap();
      toast.success(voucher ? t('voucherForm.saved') : t('voucherForm.created'), saved.code);
      navigate(`/vouchers/${saved.id}`);
    } catch (err) {
      onServerError(err);
    }
  });

  const c = form.control;
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={voucher ? t('voucherForm.editLabel') : t('voucherForm.create')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Form layout="vertical" component="div" requiredMark="optional" style={{ maxWidth: 560 }}>
        {errors.root?.server && (
          <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
        )}
        <FormTextItem
          control={c}
          name="code"
          id="voucher-code"
          label={t('voucherForm.code')}
          required
          extra={t('voucherForm.codeHelp')}
          input={{ autoFocus: !voucher, maxLength: 32 }}
        />
        <FormSelectItem
          control={c}
          name="data.discountType"
          id="voucher-discount-type"
          label={t('voucherForm.discountType')}
          required
          options={DISCOUNT_TYPES.map((d) => ({ value: d, label: discountTypeLabel(d) }))}
        />
        {type !== 'free' && (
          <FormNumberItem
            control={c}
            name="data.discountValue"
            id="voucher-discount-value"
            label={type === 'percentage' ? t('voucherForm.percentageOff') : t('voucherForm.amountOff')}
            required
            nullable
            extra={type === 'percentage' ? t('voucherForm.percentageHelp') : t('voucherForm.amountHelp')}
            input={{ step: type === 'percentage' ? 1 : 0.01, style: { width: 200 } }}
          />
        )}
        {type === 'percentage' && (
          <FormNumberItem
            control={c}
            name="data.maxDiscount"
            id="voucher-max-discount"
            label={t('voucherForm.maxDiscount')}
            nullable
            extra={t('voucherForm.maxDiscountHelp')}
            input={{ step: 0.01, style: { width: 200 } }}
          />
        )}
        <FormNumberItem
          control={c}
          name="data.maxUses"
          id="voucher-max-uses"
          label={t('voucherForm.maxUses')}
          nullable
          extra={t('voucherForm.maxUsesHelp')}
          input={{ step: 1, style: { width: 200 } }}
        />
        <FormTextItem
          control={c}
          name="expiresAt"
          id="voucher-expires-at"
          label={t('voucherForm.expires')}
          nullable
          extra={t('voucherForm.expiresHelp')}
          input={{ type: 'date', style: { width: 200 } }}
        />
        <FormSelectItem
          control={c}
          name="modelType"
          id="voucher-model-type"
          label={t('voucherForm.appliesTo')}
          nullable
          extra={t('voucherForm.appliesToHelp')}
          input={{ allowClear: true, placeholder: t('scope.every'), style: { width: 200 } }}
          options={VOUCHER_MODEL_TYPES.map((m) => ({ value: m, label: t(`scope.one.${m}`) }))}
        />
        {modelType && (
          <FormItem
            control={c}
            name="modelId"
            id="voucher-model-id"
            label={modelTypeLabel(modelType)}
            required
            render={(field) => (
              <ScopeTargetSelect
                id="voucher-model-id"
                type={modelType}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(errors.modelId)}
              />
            )}
          />
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
            {saving ? t('common.saving') : voucher ? t('common.save') : t('voucherForm.create')}
          </Button>
          <Button
            htmlType="button"
            onClick={() => navigate(voucher ? `/vouchers/${voucher.id}` : '/vouchers')}
          >
            {t('common.cancel')}
          </Button>
        </Space>
      </Form>
    </form>
  );
}

export function CreateVoucherPage() {
  const { t } = useBookingsMessages();
  usePageTitle(t('voucherForm.createTitle'));
  return (
    <PageContainer
      title={t('voucherForm.createTitle')}
      breadcrumb={{
        items: [{ title: <Link to="/vouchers">{t('vouchers.title')}</Link> }, { title: t('common.create') }],
      }}
    >
      <Card>
        <VoucherForm />
      </Card>
    </PageContainer>
  );
}

export function EditVoucherPage() {
  const { id = '' } = useParams();
  const { t } = useBookingsMessages();
  const { data: voucher, isLoading, error } = useGetConsoleVoucherQuery(id);
  usePageTitle(voucher ? t('vouchers.edit', { code: voucher.code }) : t('voucherForm.editTitle'));
  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (!voucher) {
    const status = (error as { status?: number } | undefined)?.status;
    return (
      <Result
        status={status === 404 ? '404' : 'error'}
        title={status === 404 ? t('voucher.notFound') : t('voucher.loadFailed')}
        extra={<Link to="/vouchers">{t('voucher.back')}</Link>}
      />
    );
  }
  return (
    <PageContainer
      title={t('voucherForm.editTitle')}
      breadcrumb={{
        items: [
          { title: <Link to="/vouchers">{t('vouchers.title')}</Link> },
          { title: <Link to={`/vouchers/${voucher.id}`}>{voucher.code}</Link> },
          { title: t('common.edit') },
        ],
      }}
    >
      <Card>
        <VoucherForm key={voucher.id} voucher={voucher} />
      </Card>
    </PageContainer>
  );
}
