// The 14 social networks of spec §3 with their icons, drawn from @ant-design/icons-svg (the icon set
// antd's own icons are built from): plain SVG data rendered here, so the light entry and the
// server-rendered storefront add no runtime or injected styles for them. An entry of its own
// ('@coachwork/web-kit/social'), bundled by the apps that draw them; the page's language comes from the
// shared web-kit, whose I18nProvider the page sets.
import { createElement, type CSSProperties, type ReactElement } from 'react';
import type { SocialPlatform } from '@coachwork/contracts';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { useMessages, WEB_KIT_MESSAGES } from '@coachwork/web-kit';
import DiscordFilled from '@ant-design/icons-svg/lib/asn/DiscordFilled';
import FacebookFilled from '@ant-design/icons-svg/lib/asn/FacebookFilled';
import GithubFilled from '@ant-design/icons-svg/lib/asn/GithubFilled';
import GitlabFilled from '@ant-design/icons-svg/lib/asn/GitlabFilled';
import InstagramFilled from '@ant-design/icons-svg/lib/asn/InstagramFilled';
import LinkedinFilled from '@ant-design/icons-svg/lib/asn/LinkedinFilled';
import PinterestFilled from '@ant-design/icons-svg/lib/asn/PinterestFilled';
import RedditCircleFilled from '@ant-design/icons-svg/lib/asn/RedditCircleFilled';
import SnapchatFilled from '@ant-design/icons-svg/lib/asn/SnapchatFilled';
import TelegramFilled from '@ant-design/icons-svg/lib/asn/TelegramFilled';
import TikTokFilled from '@ant-design/icons-svg/lib/asn/TikTokFilled';
import TwitchFilled from '@ant-design/icons-svg/lib/asn/TwitchFilled';
import XFilled from '@ant-design/icons-svg/lib/asn/XFilled';
import YoutubeFilled from '@ant-design/icons-svg/lib/asn/YoutubeFilled';

export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  snapchat: 'Snapchat',
  x: 'X',
  telegram: 'Telegram',
  discord: 'Discord',
  twitch: 'Twitch',
  github: 'GitHub',
  gitlab: 'GitLab',
};

const ICONS: Record<SocialPlatform, IconDefinition> = {
  facebook: FacebookFilled,
  linkedin: LinkedinFilled,
  instagram: InstagramFilled,
  youtube: YoutubeFilled,
  tiktok: TikTokFilled,
  pinterest: PinterestFilled,
  reddit: RedditCircleFilled,
  snapchat: SnapchatFilled,
  x: XFilled,
  telegram: TelegramFilled,
  discord: DiscordFilled,
  twitch: TwitchFilled,
  github: GithubFilled,
  gitlab: GitlabFilled,
};

export function isSocialPlatform(value: string): value is SocialPlatform {
  return Object.hasOwn(ICONS, value);
}

// 'fill-rule' → 'fillRule': the SVG data uses markup names, React wants property names.
const camel = (name: string) => name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

function draw(node: AbstractNode, key?: number): ReactElement {
  const attrs = Object.fromEntries(Object.entries(node.attrs).map(([k, v]) => [camel(k), v]));
  return createElement(node.tag, { key, ...attrs }, ...(node.children ?? []).map((child, i) => draw(child, i)));
}

/**
 * A network's icon in the current text colour, 1em square. Decorative unless given a `title` (then
 * it is an image with that name). An unknown platform draws nothing.
 */
export function SocialIcon({ platform, title, size = '1em' }: { platform: string; title?: string; size?: string | number }) {
  if (!isSocialPlatform(platform)) return null;
  const definition = ICONS[platform];
  const root = typeof definition.icon === 'function' ? definition.icon('currentColor', 'currentColor') : definition.icon;
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return createElement(
    'svg',
    {
      ...Object.fromEntries(Object.entries(root.attrs).map(([k, v]) => [camel(k), v])),
      width: size,
      height: size,
      fill: 'currentColor',
      'data-platform': platform,
      ...a11y,
    },
    ...(root.children ?? []).map((child, i) => draw(child, i)),
  );
}

export interface SocialLink {
  platform: string;
  url: string;
  order: number;
}

/**
 * A person's social accounts as a row of icon links, in their order: each link is named
 * '{network}' for assistive technology and opens the profile in a new tab.
 */
export function SocialLinks({
  accounts,
  className,
  style,
}: {
  accounts: readonly SocialLink[] | undefined;
  className?: string;
  style?: CSSProperties;
}) {
  const { t } = useMessages(WEB_KIT_MESSAGES);
  const shown = [...(accounts ?? [])].filter((a) => isSocialPlatform(a.platform)).sort((a, b) => a.order - b.order);
  if (!shown.length) return null;
  return (
    <ul
      className={className}
      aria-label={t('social.list')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', margin: 0, padding: 0, fontSize: '1.25rem', ...style }}
    >
      {shown.map((a) => {
        const label = SOCIAL_PLATFORM_LABELS[a.platform as SocialPlatform];
        return (
          <li key={`${a.order}-${a.platform}`}>
            <a href={a.url} target="_blank" rel="noopener noreferrer nofollow" aria-label={label} title={label}>
              <SocialIcon platform={a.platform} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
