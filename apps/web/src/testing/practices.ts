import type { PracticeAnswer, PracticeMember, PracticeRole } from "@taxlane/contract";

/** A member of the test practice. */
export const testMember = (userId: number, name: string, role: PracticeRole): PracticeMember => ({
  userId,
  name,
  email: `${userId}@example.com`,
  role,
  seesAllJobs: false,
  joinedAt: "2026-11-01T10:00:00.000Z",
});

/** The owner, a preparer and an assistant: the members a practice's pages list. */
export const testStaff: readonly PracticeMember[] = [
  testMember(7, "Dana Nguyen", "owner"),
  testMember(8, "Pat Lee", "preparer"),
  testMember(9, "Sam Ortiz", "assistant"),
];

/** GetPractice's answer for the test practice, as someone with `myRole` in it reads it. */
export const testPractice = (
  myRole: PracticeRole,
  members: readonly PracticeMember[] = [],
): PracticeAnswer => ({
  practice: {
    id: 3,
    name: "Rivera Tax Group",
    address: null,
    efin: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    myRole,
    mySeesAllJobs: false,
    members: [...members],
    invitations: myRole === "owner" ? [] : null,
  },
});
