// The coach's notes on a booking, shown as text with an Edit button; saved with a partial PATCH through
// the contract's update schema (the server's 422 lands on the field).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Form, Space, Typography } from 'antd';
import { updateBookingSchema, type BookingDto } from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import { FormTextAreaItem, useToast } from '@coachwork/web-kit/ui';
import { useBookingsMessages } from '../../messages';
import { useUpdateBookingMutation } from '../api';

const schema = updateBookingSchema.pick(['coachNotes']);
interface Values {
  coachNotes: string | null;
}

export function CoachNotesEditor({ booking }: { booking: BookingDto }) {
  const toast = useToast();
  const { t } = useBookingsMessages();
  const [editing, setEditing] = useState(false);
  const form = useForm<Values>({ resolver: yupResolver(schema) as never, defaultValues: { coachNotes: null } });
  const showServerErrors = useServerErrors(form);
  const [update, { isLoading }] = useUpdateBookingMutation();

  if (!editing) {
    return (
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {booking.coachNotes?.trim() ? booking.coachNotes : '—'}
        </Typography.Paragraph>
        <Button
          size="small"
          disabled={!!booking.deletedAt}
          onClick={() => {
            form.reset({ coachNotes: booking.coachNotes });
            setEditing(true);
          }}
        >
          {t('coachNotes.edit')}
        </Button>
      </Space>
    );
  }

  const save = form.handleSubmit(async ({ coachNotes }) => {
    try {
      await update({ id: booking.id, body: { coachNotes } }).unwrap();
      toast.success(t('coachNotes.saved'));
      setEditing(false);
    } catch (err) {
      showServerErrors(err);
    }
  });

  return (
    <Form layout="vertical" component="div" style={{ width: '100%' }}>
      <FormTextAreaItem
        control={form.control}
        name="coachNotes"
        id="booking-coach-notes"
        label={t('coachNotes.label')}
        nullable="blank"
        input={{ rows: 3, maxLength: 1000, showCount: true, autoFocus: true }}
      />
      <Space>
        <Button type="primary" size="small" loading={isLoading} onClick={() => void save()}>
          {t('common.save')}
        </Button>
        <Button size="small" onClick={() => setEditing(false)} disabled={isLoading}>
          {t('common.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
