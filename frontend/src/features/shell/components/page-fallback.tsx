// What shows while a page's code downloads: a skeleton, never a blank screen.
import { Skeleton } from '@/components/ui/skeleton';

export function PageFallback() {
  return (
    <div className="page" aria-busy="true">
      <Skeleton height={22} width="45%" />
      <div className="product-grid" style={{ marginTop: 14 }}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="product-card">
            <Skeleton height="auto" radius={0} className="product-card__image" />
            <div className="product-card__body">
              <Skeleton height={14} />
              <Skeleton height={14} width="60%" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
