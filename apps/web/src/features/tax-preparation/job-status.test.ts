import { JobStatusId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  canUploadReturn,
  expertMoveTargets,
  expertNextStep,
  expertReturnOffer,
  isIndividualJob,
  jobStageIndex,
  jobStatusLabel,
  jobStatusTone,
} from "./job-status";

describe("expertMoveTargets", () => {
  it("moves forward, or between in process and waiting for information; never to filed", () => {
    expect(expertMoveTargets(JobStatusId.notStarted)).toEqual([
      JobStatusId.inProcess,
      JobStatusId.waitingForInformation,
      JobStatusId.inForReview,
    ]);
    expect(expertMoveTargets(JobStatusId.inProcess)).toEqual([
      JobStatusId.waitingForInformation,
      JobStatusId.inForReview,
    ]);
    expect(expertMoveTargets(JobStatusId.waitingForInformation)).toEqual([
      JobStatusId.inProcess,
      JobStatusId.inForReview,
    ]);
    for (const status of [JobStatusId.inForReview, JobStatusId.filed, 42]) {
      expect(expertMoveTargets(status)).toEqual([]);
    }
  });
});

describe("jobStageIndex", () => {
  it("follows not started → in process → in for review → filed", () => {
    expect(jobStageIndex(JobStatusId.notStarted)).toBe(0);
    expect(jobStageIndex(JobStatusId.inProcess)).toBe(1);
    expect(jobStageIndex(JobStatusId.inForReview)).toBe(2);
    expect(jobStageIndex(JobStatusId.filed)).toBe(3);
  });

  it("keeps waiting for information on In process, and an unknown code at the start", () => {
    expect(jobStageIndex(JobStatusId.waitingForInformation)).toBe(1);
    expect(jobStageIndex(42)).toBe(0);
  });
});

describe("labels and tones", () => {
  it("names each status as the contract does, and an unknown one by its code", () => {
    expect(jobStatusLabel(JobStatusId.inForReview)).toBe("In for review");
    expect(jobStatusLabel(42)).toBe("Status 42");
  });

  it("colours by where the job stands", () => {
    expect(jobStatusTone(JobStatusId.notStarted)).toBe("neutral");
    expect(jobStatusTone(JobStatusId.inProcess)).toBe("info");
    expect(jobStatusTone(JobStatusId.inForReview)).toBe("warning");
    expect(jobStatusTone(JobStatusId.waitingForInformation)).toBe("warning");
    expect(jobStatusTone(JobStatusId.filed)).toBe("success");
  });
});

describe("the expert's return cell", () => {
  const file = { id: 1 };

  it("offers the upload until the job is filed", () => {
    for (const status of [JobStatusId.notStarted, JobStatusId.inProcess, JobStatusId.inForReview]) {
      expect(canUploadReturn(status)).toBe(true);
      expect(expertReturnOffer({ jobStatusId: status, taxReturnFile: null })).toBe("upload");
    }
  });

  it("offers the download once filed", () => {
    expect(canUploadReturn(JobStatusId.filed)).toBe(false);
    expect(expertReturnOffer({ jobStatusId: JobStatusId.filed, taxReturnFile: file })).toBe("download");
    expect(expertReturnOffer({ jobStatusId: JobStatusId.filed, taxReturnFile: null })).toBe("none");
  });
});

it("calls personal work individual in a review", () => {
  expect(isIndividualJob("Personal")).toBe(true);
  expect(isIndividualJob("Business")).toBe(false);
});

describe("expertNextStep", () => {
  it("says what each status asks of the professional", () => {
    expect(expertNextStep(JobStatusId.notStarted)).toBe("Waiting for the client to start");
    expect(expertNextStep(JobStatusId.inProcess)).toBe("The client is gathering documents");
    expect(expertNextStep(JobStatusId.inForReview)).toBe(
      "Review the client's information and share a draft of the return",
    );
    expect(expertNextStep(JobStatusId.filed)).toBe("Return filed");
    expect(expertNextStep(42)).toBeNull();
  });
});
