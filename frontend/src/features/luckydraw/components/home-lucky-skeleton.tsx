// The home's winners strip and lucky-draw section while their code (home-lucky-sections.tsx, a
// lazy chunk) and data load: the same boxes at the same heights (index.css), so nothing below
// moves when they arrive. Part of the first download, so it carries no text and no messages.
import { Skeleton } from '@/components/ui/skeleton';

export function HomeLuckySkeleton() {
  return (
    <div aria-busy="true">
      <div className="ld-strip ld-strip--skeleton" aria-hidden />
      <LuckyRailSkeleton />
    </div>
  );
}

/** The lucky-draw section's head and three tiles. */
export function LuckyRailSkeleton() {
  return (
    <div className="section ld-home" aria-hidden>
      <div className="ld-home__head">
        <Skeleton width={120} height={20} />
        <Skeleton width={64} height={16} />
      </div>
      <div className="ld-rail">
        <div className="ld-rail__track">
          {[0, 1, 2].map((i) => (
            <div key={i} className="ld-card ld-card--tile">
              <Skeleton height="auto" radius={0} className="ld-card__image" />
              <div className="ld-card__body">
                <Skeleton height={14} />
                <Skeleton height={12} width="60%" />
                <Skeleton height={14} width="70%" />
                <Skeleton height={6} />
                <Skeleton height={32} className="ld-card__buy" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
