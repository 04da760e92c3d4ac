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
import { DISCOUNT_TYPE_LABELS, MODEL_TYPE_LABELS } from '../voucher-labels';
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
      toast.success(voucher ? 'Voucher saved' : 'Voucher created', saved.code);
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
      aria-label={voucher ? 'Edit voucher' : 'Create voucher'}
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
          label="Code"
          required
          extra="Up to 32 letters, digits, _ and -; saved in upper case."
          input={{ autoFocus: !voucher, maxLength: 32 }}
        />
        <FormSelectItem
          control={c}
          name="data.discountType"
          id="voucher-discount-type"
          label="Discount type"
          required
          options={DISCOUNT_TYPES.map((t) => ({ value: t, label: DISCOUNT_TYPE_LABELS[t] }))}
        />
        {type !== 'free' && (
          <FormNumberItem
            control={c}
            name="data.discountValue"
            id="voucher-discount-value"
            label={type === 'percentage' ? 'Percentage off' : 'Amount off'}
            required
            nullable
            extra={type === 'percentage' ? 'From 0 to 100.' : 'Never takes a booking below 0.'}
            input={{ step: type === 'percentage' ? 1 : 0.01, style: { width: 200 } }}
          />
        )}
        {type === 'percentage' && (
          <FormNumberItem
            control={c}
            name="data.maxDiscount"
            id="voucher-max-discount"
            label="Largest discount"
            nullable
            extra="Caps the percentage's amount; empty: no cap."
            input={{ step: 0.01, style: { width: 200 } }}
          />
        )}
        <FormNumberItem
          control={c}
          name="data.maxUses"
          id="voucher-max-uses"
          label="Uses allowed"
          nullable
          extra="Held and confirmed bookings count; empty: no limit."
          input={{ step: 1, style: { width: 200 } }}
        />
        <FormTextItem
          control={c}
          name="expiresAt"
          id="voucher-expires-at"
          label="Expires"
          nullable
          extra="Good through the end of that day; empty: never."
          input={{ type: 'date', style: { width: 200 } }}
        />
        <FormSelectItem
          control={c}
          name="modelType"
          id="voucher-model-type"
          label="Applies to"
          nullable
          extra="Empty: every workshop."
          input={{ allowClear: true, placeholder: 'Every workshop', style: { width: 200 } }}
          options={VOUCHER_MODEL_TYPES.map((t) => ({
            value: t,
            label: `One ${MODEL_TYPE_LABELS[t].toLowerCase()}`,
          }))}
        />
        {modelType && (
          <FormItem
            control={c}
            name="modelId"
            id="voucher-model-id"
            label={MODEL_TYPE_LABELS[modelType]}
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
            {saving ? 'Saving...' : voucher ? 'Save' : 'Create voucher'}
          </Button>
          <Button
            htmlType="button"
            onClick={() => navigate(voucher ? `/vouchers/${voucher.id}` : '/vouchers')}
          >
            Cancel
          </Button>
        </Space>
      </Form>
    </form>
  );
}

export function CreateVoucherPage() {
  usePageTitle('Create Voucher');
  return (
    <PageContainer
      title="Create Voucher"
      breadcrumb={{ items: [{ title: <Link to="/vouchers">Vouchers</Link> }, { title: 'Create' }] }}
    >
      <Card>
        <VoucherForm />
      </Card>
    </PageContainer>
  );
}

export function EditVoucherPage() {
  const { id = '' } = useParams();
  const { data: voucher, isLoading, error } = useGetConsoleVoucherQuery(id);
  usePageTitle(voucher ? `Edit ${voucher.code}` : 'Edit Voucher');
  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (!voucher) {
    const status = (error as { status?: number } | undefined)?.status;
    return (
      <Result
        status={status === 404 ? '404' : 'error'}
        title={status === 404 ? 'No such voucher' : 'The voucher could not be loaded.'}
        extra={<Link to="/vouchers">Back to vouchers</Link>}
      />
    );
  }
  return (
    <PageContainer
      title="Edit Voucher"
      breadcrumb={{
        items: [
          { title: <Link to="/vouchers">Vouchers</Link> },
          { title: <Link to={`/vouchers/${voucher.id}`}>{voucher.code}</Link> },
          { title: 'Edit' },
        ],
      }}
    >
      <Card>
        <VoucherForm key={voucher.id} voucher={voucher} />
      </Card>
    </PageContainer>
  );
}
