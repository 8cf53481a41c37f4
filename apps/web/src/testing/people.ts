import type { CurrentUser } from "@taxlane/contract";

/** A signed-in professional as `GET /api/user/GetUser` answers, with what a test changes. */
export function testPerson(change: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    roleId: 2,
    email: "dana@example.com",
    phoneNumber: null,
    firstName: "Dana",
    lastName: "Nguyen",
    birthDate: null,
    mayCallDirectly: false,
    hasSubscription: true,
    hasSyncedCalendar: false,
    avatar: null,
    avatarUrl: null,
    twoFactorAuthIsActive: true,
    ...change,
  };
}
