import { useEffect, useRef, useState } from 'react';

/**
 * An inline panel opened by a button (edit an alt, regenerate a row). When it closes, focus goes back to the
 * button once it is mounted again: a requestAnimationFrame could run before React commits the close (a save's
 * callback runs outside any event), leaving focus on <body>.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      trigger.current?.focus();
    }
  }, [open]);
  return {
    open,
    trigger,
    show: () => setOpen(true),
    close: () => {
      returnFocus.current = true;
      setOpen(false);
    },
  };
}
