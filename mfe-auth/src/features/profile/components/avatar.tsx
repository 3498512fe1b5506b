import { AVATARS } from '@fc/shared';

interface AvatarLook {
  background: string;
  accent: string;
  /** An emblem drawn in a 40×40 box. */
  emblem: string;
}

const LOOKS: Record<(typeof AVATARS)[number], AvatarLook> = {
  'avatar-01': { background: '#1d4ed8', accent: '#bfdbfe', emblem: 'M20 9l3.1 6.6 7.2.8-5.4 4.9 1.5 7.1L20 24.8l-6.4 3.6 1.5-7.1-5.4-4.9 7.2-.8z' },
  'avatar-02': { background: '#b91c1c', accent: '#fecaca', emblem: 'M20 8l10 4v8c0 6-4.3 10.4-10 12-5.7-1.6-10-6-10-12v-8z' },
  'avatar-03': { background: '#047857', accent: '#a7f3d0', emblem: 'M20 9a11 11 0 1 0 0 22 11 11 0 1 0 0-22zm0 5l4.8 3.5-1.8 5.6h-6l-1.8-5.6z' },
  'avatar-04': { background: '#7c3aed', accent: '#ddd6fe', emblem: 'M11 27l2-13 5 6 2-9 2 9 5-6 2 13z' },
  'avatar-05': { background: '#c2410c', accent: '#fed7aa', emblem: 'M22 8l-10 14h7l-2 10 11-15h-7z' },
  'avatar-06': { background: '#0f766e', accent: '#99f6e4', emblem: 'M20 8l10.4 6v12L20 32 9.6 26V14z' },
  'avatar-07': { background: '#a16207', accent: '#fef08a', emblem: 'M13 10h14v5a7 7 0 0 1-14 0zm-3 2h3v3a3 3 0 0 1-3-3zm17 0h3a3 3 0 0 1-3 3zm-9 10h4v4h3v3H15v-3h3z' },
  'avatar-08': { background: '#334155', accent: '#e2e8f0', emblem: 'M20 9a11 11 0 1 0 0 22 11 11 0 1 0 0-22zm0 4a7 7 0 1 1 0 14 7 7 0 1 1 0-14z' },
};

export function isAvatarKey(value: string): value is (typeof AVATARS)[number] {
  return (AVATARS as readonly string[]).includes(value);
}

interface AvatarProps {
  avatar: string;
  size?: number;
  /** Accessible name; omit when the avatar only decorates a labelled control. */
  label?: string;
}

/** An avatar badge drawn inline (no image host): a coloured disc with the avatar's emblem. */
export function Avatar({ avatar, size = 48, label }: AvatarProps) {
  const look = LOOKS[isAvatarKey(avatar) ? avatar : 'avatar-01'];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" data-avatar={avatar} {...a11y}>
      <circle cx="20" cy="20" r="20" fill={look.background} />
      <circle cx="20" cy="20" r="17" fill="none" stroke={look.accent} strokeOpacity="0.35" strokeWidth="1.5" />
      <path d={look.emblem} fill={look.accent} fillRule="evenodd" />
    </svg>
  );
}
