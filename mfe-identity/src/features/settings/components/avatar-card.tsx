// Avatar: click or drop an image (png, jpeg, webp) to upload it (POST /v1/files/upload-temp), then the
// upload's id becomes the avatar (PATCH). Any failure says only 'Upload failed' / 'Please try again.'.
import { useRef, useState, type DragEvent } from 'react';
import { avatarName, initials, ResponsiveImage, toast } from '@coachwork/web-kit';
import { uploadProblem } from '@coachwork/web-kit/upload';
import { useIdentityMessages } from '../../../messages';
import { useSetMyAvatarMutation, useUploadTempFileMutation, type AccountUser } from '../api';
import { SettingsCard } from './settings-card';

const ACCEPT = 'image/png,image/jpeg,image/webp';

export function AvatarCard({ user }: { user: AccountUser }) {
  const { t } = useIdentityMessages();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [upload, uploading] = useUploadTempFileMutation();
  const [setAvatar, saving] = useSetMyAvatarMutation();
  const busy = uploading.isLoading || saving.isLoading;
  const name = avatarName(user);

  const send = async (file: File | undefined) => {
    if (!file) return;
    // A drop ignores `accept`, and the picker can be told to show every file: check before sending.
    const problem = uploadProblem(file, 'avatar');
    if (problem) {
      toast.error(t('settings.avatar.refused'), problem);
      if (input.current) input.current.value = '';
      return;
    }
    try {
      const uploaded = await upload(file).unwrap();
      await setAvatar({ id: user.id, avatar: uploaded.id }).unwrap();
      toast.success(t('settings.avatar.updated'));
    } catch {
      toast.error(t('settings.avatar.failed'), t('common.pleaseTryAgain'));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setOver(false);
    void send(e.dataTransfer.files[0]);
  };

  return (
    <SettingsCard id="card-avatar" title={t('settings.avatar.title')} description={t('settings.avatar.text')}>
      <div className="cw-row">
        <button
          type="button"
          className="st-avatar-drop"
          data-over={over || undefined}
          aria-label={t('settings.avatar.upload')}
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={() => input.current?.click()}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          {user.avatarUrl ? (
            <ResponsiveImage src={user.avatarUrl} width={80} alt={t('settings.avatar.alt', { name })} className="st-avatar-img" />
          ) : (
            <span className="st-avatar-initials" aria-hidden>
              {initials(name)}
            </span>
          )}
        </button>
        <span className="cw-muted">{busy ? t('settings.avatar.uploading') : t('settings.avatar.hint')}</span>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="avatar-file"
          onChange={(e) => void send(e.target.files?.[0])}
        />
      </div>
    </SettingsCard>
  );
}
