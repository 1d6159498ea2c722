import { useEffect, useRef } from 'react';

/**
 * Focus the returned element whenever `key` changes, but not on first render: moving focus on
 * page load would yank screen-reader users past the hero. Used for each step's heading.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}
