import type { CSSProperties } from 'react';
import styles from './navbar.module.css';

// Avatars are keys of a fixed set (AVATARS); each gets its own kit colour.
const HUES = [152, 210, 38, 280, 0, 185, 320, 95];

function hueOf(avatar: string): number {
  const index = Number.parseInt(avatar.replace(/\D/g, ''), 10);
  return HUES[(Number.isNaN(index) ? 0 : index - 1 + HUES.length) % HUES.length] ?? HUES[0]!;
}

export function Avatar({ avatar, name }: { avatar: string; name: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    // The initial stands for a picture, so CSS draws it (data-initial): as text it would be part of the account
    // button's visible label, which its accessible name must contain (WCAG 2.5.3).
    <span className={styles.avatar} style={{ '--avatar-hue': hueOf(avatar) } as CSSProperties} data-initial={initial} aria-hidden="true" />
  );
}
