// Hiding a review asks for the reason first (its author is mailed it) and says what follows: the
// review leaves every page and rating. A 409 (already hidden) is toasted by the api.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Form, Modal, Typography } from 'antd';
import { hideReviewSchema, REVIEW_REASON_MAX, type ReviewDto } from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import { FormTextAreaItem, useToast } from '@coachwork/web-kit/ui';
import { useBookingsMessages } from '../../messages';
import { useHideReviewMutation } from '../api';

interface Values {
  reason: string;
}

export function HideReviewDialog({
  review,
  onClose,
}: {
  /** The review to hide; the dialog is open while it is set. */
  review: ReviewDto | null;
  onClose: (hidden: boolean) => void;
}) {
  const form = useForm<Values>({ resolver: yupResolver(hideReviewSchema), defaultValues: { reason: '' } });
  const showServerErrors = useServerErrors(form);
  const toast = useToast();
  const { t } = useBookingsMessages();
  const [hide, { isLoading }] = useHideReviewMutation();

  useEffect(() => {
    if (review) form.reset({ reason: '' });
  }, [review, form]);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!review) return;
    try {
      await hide({ id: review.id, reason }).unwrap();
      toast.success(
        t('hide.done'),
        t('hide.doneBody', { author: review.authorName, workshop: review.workshopTitle }),
      );
      onClose(true);
    } catch (err) {
      showServerErrors(err);
    }
  });

  const { errors } = form.formState;
  return (
    <Modal
      title={t('hide.title')}
      open={!!review}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText={t('hide.ok')}
      okButtonProps={{ danger: true, loading: isLoading }}
      cancelText={t('common.keepIt')}
      destroyOnHidden
      maskClosable={!isLoading}
    >
      {review && (
        <Form layout="vertical" component="div">
          <Typography.Paragraph>
            {t('hide.body', {
              author: review.authorName,
              rating: review.rating,
              workshop: review.workshopTitle,
            })}
          </Typography.Paragraph>
          {review.body && <Typography.Paragraph type="secondary">“{review.body}”</Typography.Paragraph>}
          {errors.root?.server && (
            <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
          )}
          <FormTextAreaItem
            control={form.control}
            name="reason"
            id="hide-review-reason"
            label={t('common.reason')}
            required
            input={{ rows: 3, maxLength: REVIEW_REASON_MAX, showCount: true, autoFocus: true }}
          />
        </Form>
      )}
    </Modal>
  );
}
