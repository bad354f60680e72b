// The size / colour of a line ("41 / Black", issue 37) under the product's name; nothing for a
// product without options.
export function VariantLabel({ variant }: { variant?: { label: string } | null }) {
  if (!variant) return null;
  return (
    <span className="cm-line__variant" data-testid="line-variant">
      {variant.label}
    </span>
  );
}
