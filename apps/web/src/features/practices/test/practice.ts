import type { Practice, PracticeAnswer } from "@taxlane/contract";

/** A practice as GET /Practice/GetPractice answers it for its owner, with what a test changes. */
export function testPractice(change: Partial<Practice> = {}): PracticeAnswer {
  return {
    practice: {
      id: 3,
      name: "Rivera Tax Group",
      address: "12 Main St",
      efin: "1234567",
      createdAt: "2026-11-01T10:00:00.000Z",
      myRole: "owner",
      mySeesAllJobs: false,
      members: [
        {
          userId: 7,
          name: "Dana Nguyen",
          email: "dana@example.com",
          role: "owner",
          seesAllJobs: false,
          joinedAt: "2026-11-01T10:00:00.000Z",
        },
      ],
      invitations: [],
      ...change,
    },
  };
}
