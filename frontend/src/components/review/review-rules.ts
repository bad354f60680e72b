// The rules of a review and a product rating (doc 001 §5, §9): a 1-5 star choice, a comment of at
// least 3 characters (the server also stops at 1000), images only, at most 6 files held while the
// shopper picks (extra ones refused with the max-five-images warning), at most 5 sent.
import { ApolloError } from '@apollo/client';
import { isImageFile } from '@/lib/image-file';

/** Files the picker holds at most (the spec's limit; the warning says five). */
export const MAX_HELD_IMAGES = 6;
/** Images one review may carry (the server refuses 6 or more). */
export const MAX_REVIEW_IMAGES = 5;
export const MIN_COMMENT = 3;
export const MAX_COMMENT = 1000;
/** How long the max-five-images warning stays (spec: about 3 s). */
export const TOO_MANY_WARNING_MS = 3000;

export type PickProblem = 'noImage' | 'tooMany' | null;

/**
 * The files held after a pick: the images are added up to MAX_HELD_IMAGES. Nothing picked, or
 * nothing but non-images, is 'noImage' ('Please select Image'); files beyond the limit are refused
 * and so is holding more than MAX_REVIEW_IMAGES ('tooMany': the max-five-images warning).
 */
export function addPicked(held: File[], picked: File[]): { files: File[]; problem: PickProblem } {
  const images = picked.filter(isImageFile);
  if (images.length === 0) return { files: held, problem: 'noImage' };
  const room = Math.max(0, MAX_HELD_IMAGES - held.length);
  const files = [...held, ...images.slice(0, room)];
  if (images.length > room || files.length > MAX_REVIEW_IMAGES) return { files, problem: 'tooMany' };
  if (images.length < picked.length) return { files, problem: 'noImage' };
  return { files, problem: null };
}

export type CommentProblem = 'required' | 'tooShort' | null;

export function commentProblem(comment: string): CommentProblem {
  const text = comment.trim();
  if (text === '') return 'required';
  if (text.length < MIN_COMMENT) return 'tooShort';
  return null;
}

/**
 * The server's message for a failed review or rating (already in the shopper's language), or null
 * when it gave none: the caller then shows 'Unexpected error occured' (doc 001 §8).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApolloError)) return null;
  const first = error.graphQLErrors[0]?.message;
  if (first) return first;
  // A GraphQL error answered with an HTTP error status arrives as a network error with a body.
  const network = error.networkError as (Error & { result?: { errors?: { message?: string }[] } | string }) | null;
  const body = network && typeof network.result === 'object' ? network.result?.errors?.[0]?.message : undefined;
  return body || null;
}
