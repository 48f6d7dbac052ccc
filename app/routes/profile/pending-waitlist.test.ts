import { describe, expect, it } from 'vitest';
import { pendingWaitlistGood } from './pending-waitlist.server';

describe('the waiting-list add a sign-in completes (§6)', () => {
  it('reads the good from the waiting list address the guest was sent from, in both languages', () => {
    expect(pendingWaitlistGood('/profile/waitlist?add=42')).toBe(42);
    expect(pendingWaitlistGood('/ru/profile/waitlist?add=7&notice=x')).toBe(7);
  });

  it('nothing for other pages or a malformed id', () => {
    for (const next of ['/profile', '/profile/wishlist?add=4', '/profile/waitlist?add=0', '/profile/waitlist?add=-3'])
      expect(pendingWaitlistGood(next)).toBeNull();
    expect(pendingWaitlistGood('/profile/waitlist?add=1e3')).toBeNull();
    expect(pendingWaitlistGood('/x/profile/waitlist?add=5')).toBeNull();
  });
});
