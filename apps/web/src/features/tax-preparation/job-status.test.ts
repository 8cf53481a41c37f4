import { JobStatusId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  canUploadReturn,
  expertNextStep,
  expertReturnOffer,
  isIndividualJob,
  jobStageIndex,
  jobStatusLabel,
  jobStatusTone,
  taxpayerStatusAction,
} from "./job-status";

describe("taxpayerStatusAction", () => {
  it("offers Mark in process on a job not started", () => {
    expect(taxpayerStatusAction(JobStatusId.notStarted)).toMatchObject({
      label: "Mark in process",
      path: "/Taxpayer/MakeTaxPreparationJobStatusInProcess",
      next: JobStatusId.inProcess,
    });
  });

  it("offers Ready for review on a job in process", () => {
    expect(taxpayerStatusAction(JobStatusId.inProcess)).toMatchObject({
      label: "Ready for review",
      path: "/taxpayer/makeTaxPreparationJobStatusInForReview",
      next: JobStatusId.inForReview,
    });
  });

  it("offers nothing once the job is with the professional, filed, or waiting for information", () => {
    for (const status of [
      JobStatusId.inForReview,
      JobStatusId.filed,
      JobStatusId.waitingForInformation,
      42,
    ]) {
      expect(taxpayerStatusAction(status)).toBeNull();
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
      "Review the client's information and upload the return",
    );
    expect(expertNextStep(JobStatusId.filed)).toBe("Return filed");
    expect(expertNextStep(42)).toBeNull();
  });
});

describe("the move to in for review", () => {
  it("asks first, saying it cannot be undone; the move to in process does not", () => {
    expect(taxpayerStatusAction(JobStatusId.inProcess)?.confirm?.content).toMatch(/cannot be undone/);
    expect(taxpayerStatusAction(JobStatusId.notStarted)?.confirm).toBeUndefined();
  });
});
