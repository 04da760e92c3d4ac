// /users/{id}/coach-profile: what the user told us about their coaching, and the approval decision
// (approving grants the coach role; rejecting records a reason). SPEC-DECISIONS, Data.
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Space,
  Tag,
  Typography,
} from 'antd';
import { savingModalProps, settled, useToast } from '@coachwork/web-kit/ui';
import { useIdentityMessages } from '../../../messages';
import { useApproveCoachProfileMutation, useRejectCoachProfileMutation, type AdminUser } from '../api';
import { StatusTag } from './user-labels';

const REASON_MAX = 1000;

export function CoachProfilePanel({ user }: { user: AdminUser }) {
  const { t } = useIdentityMessages();
  const flags = [
    ['completedBusinessAccelerator', t('coachProfile.flag.businessAccelerator')],
    ['completedVideoResources', t('coachProfile.flag.videoResources')],
    ['completedQuizzes', t('coachProfile.flag.quizzes')],
    ['completedConsultation', t('coachProfile.flag.consultation')],
  ] as const;
  const toast = useToast();
  const [approve, approving] = useApproveCoachProfileMutation();
  const [reject, rejecting] = useRejectCoachProfileMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const profile = user.coachProfile;

  if (!profile) {
    return <Empty style={{ marginTop: 48 }} description={t('coachProfile.none')} />;
  }

  const approval = profile.approvalStatus ?? 'PENDING';
  const video = profile.introductionVideo;
  const canApprove = approval !== 'APPROVED' && !user.deletedAt;
  const canReject = approval === 'PENDING' && !user.deletedAt;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            {t('coachProfile.approval')}
            <StatusTag status={approval} />
          </Space>
        }
        extra={
          <Space>
            <Popconfirm
              title={t('coachProfile.approveQuestion')}
              description={t('coachProfile.approveText', { username: user.username })}
              okText={t('coachProfile.approve')}
              disabled={!canApprove}
              onConfirm={async () => {
                if (await settled(() => approve(user.id).unwrap()))
                  toast.success(t('coachProfile.approved'), user.username);
              }}
            >
              <Button type="primary" disabled={!canApprove} loading={approving.isLoading}>
                {t('coachProfile.approve')}
              </Button>
            </Popconfirm>
            <Button danger disabled={!canReject} onClick={() => setRejectOpen(true)}>
              {t('coachProfile.reject')}
            </Button>
          </Space>
        }
      >
        {approval === 'PENDING' && <Typography.Paragraph>{t('coachProfile.pending')}</Typography.Paragraph>}
        {approval === 'APPROVED' && (
          <Typography.Paragraph>
            {t('coachProfile.holdsRole', { username: user.username })}
          </Typography.Paragraph>
        )}
        {approval === 'REJECTED' && (
          <Alert
            type="error"
            showIcon
            message={t('coachProfile.rejected')}
            description={
              profile.rejectionReason
                ? t('coachProfile.reason', { reason: profile.rejectionReason })
                : t('coachProfile.noReason')
            }
          />
        )}
      </Card>

      <Descriptions bordered column={1} size="middle" title={t('coachProfile.profile')}>
        <Descriptions.Item label={t('coach.businessName')}>{profile.businessName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('coach.specializations')}>
          {profile.specializations?.length ? profile.specializations.map((s) => <Tag key={s}>{s}</Tag>) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('coach.bio')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {profile.bio || '—'}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('coach.introductionVideo')}>
          {video ? (
            /^https?:\/\//i.test(video) ? (
              <a href={video} target="_blank" rel="noreferrer noopener">
                {video}
              </a>
            ) : (
              <Typography.Text code>{video}</Typography.Text>
            )
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('coachProfile.completed')}>
          <Space wrap>
            {flags.map(([key, label]) => (
              <Tag key={key} color={profile[key] ? 'success' : 'default'}>
                {profile[key]
                  ? t('coachProfile.flagDone', { label })
                  : t('coachProfile.flagNotDone', { label })}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>

      <Card title={t('coachProfile.experience')} size="small">
        <List
          locale={{ emptyText: t('coachProfile.noExperience') }}
          dataSource={[...(profile.experiences ?? [])].sort((a, b) => a.order - b.order)}
          renderItem={(e) => (
            <List.Item>
              <List.Item.Meta
                title={`${e.title} · ${e.company}`}
                description={t('coachProfile.duration', { years: e.years, months: e.months || 0 })}
              />
            </List.Item>
          )}
        />
      </Card>

      <Card title={t('coachProfile.certifications')} size="small">
        <List
          locale={{ emptyText: t('coachProfile.noCertifications') }}
          dataSource={[...(profile.certifications ?? [])].sort((a, b) => a.order - b.order)}
          renderItem={(c) => (
            <List.Item>
              <List.Item.Meta
                title={
                  c.certificateUrl ? (
                    <a href={c.certificateUrl} target="_blank" rel="noreferrer noopener">
                      {c.title}
                    </a>
                  ) : (
                    c.title
                  )
                }
                description={[c.issuingOrganization, c.issuingDate].filter(Boolean).join(' · ')}
              />
            </List.Item>
          )}
        />
      </Card>

      <Modal
        title={t('coachProfile.rejectQuestion')}
        open={rejectOpen}
        okText={rejecting.isLoading ? t('coachProfile.rejecting') : t('coachProfile.reject')}
        okButtonProps={{ danger: true, loading: rejecting.isLoading }}
        {...savingModalProps(rejecting.isLoading, () => setRejectOpen(false))}
        onOk={async () => {
          try {
            await reject({ id: user.id, reason: reason.trim() || undefined }).unwrap();
            toast.success(t('coachProfile.rejectedToast'), user.username);
            setRejectOpen(false);
            setReason('');
          } catch {
            // The api already showed what went wrong; the dialog stays open to try again.
          }
        }}
        destroyOnHidden
      >
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('coachProfile.reasonLabel')}
            htmlFor="reject-reason"
            extra={t('coachProfile.reasonHint')}
          >
            <Input.TextArea
              id="reject-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={4}
              maxLength={REASON_MAX}
              showCount
              autoFocus
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
