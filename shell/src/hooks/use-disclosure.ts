import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A button that shows and hides a panel (the disclosure pattern): aria-expanded/aria-controls on the
 * button; Escape closes and gives focus back to the button; a click outside or a navigation closes.
 */
export function useDisclosure<TButton extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<TButton>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { key } = useLocation();

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => close(), [key, close]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.contains(target) && !panelRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return {
    open,
    close,
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: toggle,
    },
    panelProps: { ref: panelRef, id: panelId, hidden: !open },
  };
}
