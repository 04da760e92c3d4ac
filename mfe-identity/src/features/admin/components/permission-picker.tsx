// Permissions grouped by resource, each group with an 'All of {resource}' box (indeterminate when only
// some are chosen). Plain checkboxes, so Tab and Space work without a mouse.
import { Button, Card, Checkbox, Col, Empty, Row, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import {
  actionOf,
  groupPermissions,
  groupState,
  resourceLabel,
  toggleGroup,
  togglePermission,
  type PermissionLike,
} from '../permission-groups';
import { useIdentityMessages } from '../../../messages';

export function PermissionPicker({
  id,
  permissions,
  loading,
  value,
  onChange,
  disabled,
  error,
}: {
  id?: string;
  permissions: readonly PermissionLike[];
  loading?: boolean;
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useIdentityMessages();
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!permissions.length) return <Empty description={t('permissions.none')} />;
  const groups = groupPermissions(permissions);
  const all = permissions.map((p) => p.name);
  // Names the role holds that the catalogue no longer has still show, so they can be removed.
  const unknown = value.filter((n) => !all.includes(n));

  return (
    <div id={id} role="group" aria-label={t('common.permissions')} aria-invalid={error ? true : undefined}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text type="secondary">
          {t('permissions.selected', { selected: value.length, total: all.length })}
        </Typography.Text>
        <Button
          size="small"
          disabled={disabled || value.length === all.length}
          onClick={() => onChange([...all, ...unknown])}
        >
          {t('permissions.selectAll')}
        </Button>
        <Button size="small" disabled={disabled || value.length === 0} onClick={() => onChange([])}>
          {t('permissions.clear')}
        </Button>
      </Space>
      <Row gutter={[12, 12]}>
        {groups.map((group) => {
          const state = groupState(group, value);
          return (
            <Col key={group.resource} xs={24} sm={12} xl={8}>
              <Card size="small" role="group" aria-label={resourceLabel(group.resource)}>
                <Checkbox
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  disabled={disabled}
                  onChange={() => onChange(toggleGroup(group, value))}
                >
                  <Typography.Text strong>
                    {t('permissions.allOf', { resource: resourceLabel(group.resource).toLowerCase() })}
                  </Typography.Text>
                </Checkbox>
                <div
                  style={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: '4px 12px',
                    marginTop: 8,
                    paddingLeft: 24,
                  }}
                >
                  {group.permissions.map((p) => (
                    <Tooltip key={p.name} title={p.description || p.name}>
                      <Checkbox
                        checked={value.includes(p.name)}
                        disabled={disabled}
                        onChange={() => onChange(togglePermission(p.name, value))}
                        aria-label={p.name}
                      >
                        {actionOf(p.name)}
                      </Checkbox>
                    </Tooltip>
                  ))}
                </div>
              </Card>
            </Col>
          );
        })}
      </Row>
      {unknown.length > 0 && (
        <Space style={{ marginTop: 12 }} wrap>
          <Typography.Text type="warning">{t('permissions.unknown')}</Typography.Text>
          {unknown.map((n) => (
            <Tag key={n} closable={!disabled} onClose={() => onChange(value.filter((v) => v !== n))}>
              {n}
            </Tag>
          ))}
        </Space>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

/** Read-only: the role's permissions by resource. */
export function PermissionSummary({ names }: { names: readonly string[] }) {
  const { t } = useIdentityMessages();
  if (!names.length) return <Typography.Text type="secondary">{t('permissions.empty')}</Typography.Text>;
  const groups = groupPermissions(names.map((name) => ({ name })));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {groups.map((g) => (
        <div key={g.resource}>
          <Typography.Text strong style={{ display: 'inline-block', minWidth: 180 }}>
            {resourceLabel(g.resource)}
          </Typography.Text>
          {g.permissions.map((p) => (
            <Tag key={p.name} title={p.name}>
              {actionOf(p.name)}
            </Tag>
          ))}
        </div>
      ))}
    </Space>
  );
}
