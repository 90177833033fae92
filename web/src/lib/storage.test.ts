import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from './storage';

afterEach(() => sessionStorage.clear());

describe('session storage', () => {
  it('round-trips a spec key', () => {
    expect(writeSession('cvText', 'my CV')).toBe(true);
    expect(readSession('cvText')).toBe('my CV');
  });

  it('answers null for a missing key', () => {
    expect(readSession('jobDescription')).toBeNull();
  });

  it('reports a full storage instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeSession('cvText', 'x')).toBe(false);
  });
});
