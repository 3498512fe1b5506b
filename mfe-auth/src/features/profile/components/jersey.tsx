import { JERSEYS } from '@fc/shared';

const COLOURS: Record<(typeof JERSEYS)[number], { body: string; trim: string }> = {
  'jersey-red': { body: '#dc2626', trim: '#fff' },
  'jersey-blue': { body: '#2563eb', trim: '#fff' },
  'jersey-white': { body: '#f8fafc', trim: '#1e293b' },
  'jersey-black': { body: '#111827', trim: '#facc15' },
  'jersey-green': { body: '#16a34a', trim: '#fff' },
  'jersey-yellow': { body: '#facc15', trim: '#1e3a8a' },
};

export function isJerseyKey(value: string): value is (typeof JERSEYS)[number] {
  return (JERSEYS as readonly string[]).includes(value);
}

interface JerseyProps {
  jersey: string;
  size?: number;
  label?: string;
}

/** A football shirt drawn inline in the jersey's colour. */
export function Jersey({ jersey, size = 48, label }: JerseyProps) {
  const colour = COLOURS[isJerseyKey(jersey) ? jersey : 'jersey-red'];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" data-jersey={jersey} {...a11y}>
      <path
        d="M17 6l-11 6 4 10 5-2v22h18V20l5 2 4-10-11-6c-1 3-4 5-7 5s-6-2-7-5z"
        fill={colour.body}
        stroke="#94a3b8"
        strokeOpacity="0.7"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <path d="M17 6c1 3 4 5 7 5s6-2 7-5" fill="none" stroke={colour.trim} strokeWidth="2" />
      <path d="M15 20v22M33 20v22" stroke={colour.trim} strokeOpacity="0.5" strokeWidth="1.5" />
    </svg>
  );
}
