// The Social Accounts card: the editor, saving `profile.socialAccounts` with PATCH /v1/users/{id}.
import { useIdentityMessages } from '../../../messages';
import { useUpdateMyAccountMutation, type AccountUser } from '../api';
import { SettingsCard } from './settings-card';
import { SocialAccountsForm } from './social-accounts-editor';

export function SocialAccountsCard({ user }: { user: AccountUser }) {
  const { t } = useIdentityMessages();
  const [update] = useUpdateMyAccountMutation();
  return (
    <SettingsCard id="card-social" title={t('social.title')} description={t('social.text')}>
      <SocialAccountsForm
        accounts={user.profile?.socialAccounts}
        onSave={(socialAccounts) =>
          update({ id: user.id, body: { profile: { socialAccounts } } as never }).unwrap()
        }
      />
    </SettingsCard>
  );
}
