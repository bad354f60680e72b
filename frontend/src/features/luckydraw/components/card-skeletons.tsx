// Placeholders of the lucky-draw page's cards while a list loads.
import { Skeleton } from '@/components/ui/skeleton';

export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="ld-list" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={132} radius={8} />
      ))}
    </div>
  );
}
