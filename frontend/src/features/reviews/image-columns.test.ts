import { describe, expect, it } from 'vitest';
import { imageColumns } from './image-columns';

describe('imageColumns', () => {
  it('is 1 column for one image, 3 when the count is divisible by 3, otherwise 2', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(imageColumns)).toEqual([1, 2, 3, 2, 2, 3, 2, 2, 3]);
  });
});
