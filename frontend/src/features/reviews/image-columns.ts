// The columns of a review's image grid (doc 001 §2): 1 for one image, 3 when the count is
// divisible by 3, otherwise 2.
export function imageColumns(count: number): 1 | 2 | 3 {
  if (count === 1) return 1;
  if (count > 0 && count % 3 === 0) return 3;
  return 2;
}
