import { useEffect, useRef } from 'react';

/**
 * Focus the returned element whenever `key` changes, but not on first render: moving focus on
 * page load would yank screen-reader users past the hero. Comparing with the previous key (not a
 * "first run" flag) keeps StrictMode's double effect run from focusing on mount.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current !== key) {
      previous.current = key;
      ref.current?.focus();
    }
  }, [key]);
  return ref;
}
