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
import { useApproveCoachProfileMutation, useRejectCoachProfileMutation, type AdminUser } from '../api';
import { StatusTag } from './user-labels';

const REASON_MAX = 1000;

const FLAGS = [
  ['completedBusinessAccelerator', 'Business accelerator'],
  ['completedVideoResources', 'Video resources'],
  ['completedQuizzes', 'Quizzes'],
  ['completedConsultation', 'Consultation'],
] as const;

export function CoachProfilePanel({ user }: { user: AdminUser }) {
  const toast = useToast();
  const [approve, approving] = useApproveCoachProfileMutation();
  const [reject, rejecting] = useRejectCoachProfileMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const profile = user.coachProfile;

  if (!profile) {
    return (
      <Empty
        style={{ marginTop: 48 }}
        description="This user has not applied to coach: there is no coach profile to review."
      />
    );
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
            Approval <StatusTag status={approval} />
          </Space>
        }
        extra={
          <Space>
            <Popconfirm
              title="Approve this coach?"
              description={`${user.username} gets the coach role and can run workshops.`}
              okText="Approve"
              disabled={!canApprove}
              onConfirm={async () => {
                if (await settled(() => approve(user.id).unwrap()))
                  toast.success('Coach approved', user.username);
              }}
            >
              <Button type="primary" disabled={!canApprove} loading={approving.isLoading}>
                Approve
              </Button>
            </Popconfirm>
            <Button danger disabled={!canReject} onClick={() => setRejectOpen(true)}>
              Reject
            </Button>
          </Space>
        }
      >
        {approval === 'PENDING' && (
          <Typography.Paragraph>
            Waiting for a decision. Approving grants the coach role.
          </Typography.Paragraph>
        )}
        {approval === 'APPROVED' && (
          <Typography.Paragraph>Approved: {user.username} holds the coach role.</Typography.Paragraph>
        )}
        {approval === 'REJECTED' && (
          <Alert
            type="error"
            showIcon
            message="Rejected"
            description={
              profile.rejectionReason ? `Reason: ${profile.rejectionReason}` : 'No reason was given.'
            }
          />
        )}
      </Card>

      <Descriptions bordered column={1} size="middle" title="Profile">
        <Descriptions.Item label="Business name">{profile.businessName || '—'}</Descriptions.Item>
        <Descriptions.Item label="Specializations">
          {profile.specializations?.length ? profile.specializations.map((s) => <Tag key={s}>{s}</Tag>) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Bio">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {profile.bio || '—'}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label="Introduction video">
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
        <Descriptions.Item label="Completed">
          <Space wrap>
            {FLAGS.map(([key, label]) => (
              <Tag key={key} color={profile[key] ? 'success' : 'default'}>
                {label}: {profile[key] ? 'yes' : 'no'}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>

      <Card title="Experience" size="small">
        <List
          locale={{ emptyText: 'No experience listed.' }}
          dataSource={[...(profile.experiences ?? [])].sort((a, b) => a.order - b.order)}
          renderItem={(e) => (
            <List.Item>
              <List.Item.Meta
                title={`${e.title} · ${e.company}`}
                description={`${e.years} year${e.years === 1 ? '' : 's'}${e.months ? `, ${e.months} month${e.months === 1 ? '' : 's'}` : ''}`}
              />
            </List.Item>
          )}
        />
      </Card>

      <Card title="Certifications" size="small">
        <List
          locale={{ emptyText: 'No certifications listed.' }}
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
        title="Reject this coach application?"
        open={rejectOpen}
        okText={rejecting.isLoading ? 'Rejecting...' : 'Reject'}
        okButtonProps={{ danger: true, loading: rejecting.isLoading }}
        {...savingModalProps(rejecting.isLoading, () => setRejectOpen(false))}
        onOk={async () => {
          try {
            await reject({ id: user.id, reason: reason.trim() || undefined }).unwrap();
            toast.success('Coach application rejected', user.username);
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
            label="Reason"
            htmlFor="reject-reason"
            extra="Optional. Kept with the application for the record."
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
