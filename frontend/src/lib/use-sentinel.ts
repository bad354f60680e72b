// Calls `onReach` when the returned element scrolls into view (IntersectionObserver with the
// spec's thresholds 0.01 and 0.1), a little before it actually appears so the next page is
// usually there in time. `watch` re-arms the observer (e.g. the item count): when a page is
// short and the sentinel is still visible after it loads, it fires again.
import { useEffect, useRef } from 'react';

export function useSentinel<T extends Element>(onReach: () => void, enabled: boolean, watch: unknown) {
  const ref = useRef<T>(null);
  const callback = useRef(onReach);
  callback.current = onReach;

  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold: [0.01, 0.1], rootMargin: '0px 0px 320px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, watch]);

  return ref;
}
