// The review rules (doc 001 §5, §9): what a pick holds and which warning it gives, and the
// comment's minimum.
import { describe, expect, it } from 'vitest';
import { addPicked, commentProblem, MAX_HELD_IMAGES } from './review-rules';

const image = (n: number) => new File(['x'], `photo-${n}.png`, { type: 'image/png' });
const images = (count: number, from = 1) => Array.from({ length: count }, (_, i) => image(from + i));
const pdf = new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' });
/** The pick's result with file names (Files with other names compare equal in toEqual). */
const pick = (held: File[], picked: File[]) => {
  const { files, problem } = addPicked(held, picked);
  return { files: files.map((f) => f.name), problem };
};
const names = (count: number, from = 1) => images(count, from).map((f) => f.name);

describe('addPicked', () => {
  it('adds picked images', () => {
    expect(pick(images(1), images(2, 2))).toEqual({ files: names(3), problem: null });
  });

  it("says 'Please select Image' for an empty pick or one without images, and keeps what it held", () => {
    const held = images(2);
    expect(pick(held, [])).toEqual({ files: names(2), problem: 'noImage' });
    expect(pick(held, [pdf])).toEqual({ files: names(2), problem: 'noImage' });
    // Images beside a non-image: the images are taken, the rest refused with the same message.
    expect(pick(held, [pdf, image(3)])).toEqual({ files: names(3), problem: 'noImage' });
  });

  it('holds at most 6 files and warns (max five images) from the sixth on', () => {
    expect(pick(images(4), images(1, 5))).toEqual({ files: names(5), problem: null });
    expect(pick(images(5), images(1, 6))).toEqual({ files: names(6), problem: 'tooMany' });
    expect(pick([], images(7))).toEqual({ files: names(MAX_HELD_IMAGES), problem: 'tooMany' });
    expect(pick(images(6), images(1, 7))).toEqual({ files: names(6), problem: 'tooMany' });
  });
});

describe('commentProblem', () => {
  it('needs a comment of at least 3 characters, spaces aside', () => {
    expect(commentProblem('')).toBe('required');
    expect(commentProblem('   ')).toBe('required');
    expect(commentProblem(' ab ')).toBe('tooShort');
    expect(commentProblem('abc')).toBeNull();
  });
});
