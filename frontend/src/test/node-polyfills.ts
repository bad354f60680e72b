// Vitest 5's reporter calls Map.groupBy (Node >= 21) when it prints failures; this machine runs
// Node 20, where a failing test would otherwise crash the report instead of showing the error.
// Loaded as a globalSetup, so it runs in Vitest's main process.
export default function setup() {
  if (typeof (Map as unknown as { groupBy?: unknown }).groupBy !== 'function') {
    Object.defineProperty(Map, 'groupBy', {
      configurable: true,
      writable: true,
      value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
        const groups = new Map<K, T[]>();
        let index = 0;
        for (const item of items) {
          const k = key(item, index++);
          const group = groups.get(k);
          if (group) group.push(item);
          else groups.set(k, [item]);
        }
        return groups;
      },
    });
  }
}
