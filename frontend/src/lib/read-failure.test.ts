// Which failures mean "not found" (only the server's NOT_FOUND) and when the phone is offline.
import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isNotFound, isOffline } from './read-failure';

describe('isNotFound', () => {
  it('is the server’s NOT_FOUND only', () => {
    expect(isNotFound(new ApolloError({ graphQLErrors: [new GraphQLError('gone', { extensions: { code: 'NOT_FOUND' } })] }))).toBe(true);
    expect(isNotFound(new ApolloError({ graphQLErrors: [new GraphQLError('no', { extensions: { code: 'FORBIDDEN' } })] }))).toBe(false);
    expect(isNotFound(new ApolloError({ networkError: new TypeError('Failed to fetch') }))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});

describe('isOffline', () => {
  it('follows navigator.onLine, and counts a navigator that does not know as online', () => {
    expect(isOffline({ onLine: false })).toBe(true);
    expect(isOffline({ onLine: true })).toBe(false);
    expect(isOffline({})).toBe(false);
  });
});
