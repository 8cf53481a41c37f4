import { PHOTO_MAX_BYTES } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { croppedPhotoName, PHOTO_ACCEPT, photoFileProblem, photoTexts } from "./photo-file";

describe("photoFileProblem", () => {
  it("takes JPEG, PNG and WebP up to the limit", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "IMAGE/PNG"]) {
      expect(photoFileProblem({ type, size: 1000 })).toBeNull();
    }
    expect(photoFileProblem({ type: "image/jpeg", size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it("turns down other types, empty files and files over 5 MB", () => {
    expect(photoFileProblem({ type: "application/pdf", size: 1000 })).toBe(photoTexts.wrongType);
    expect(photoFileProblem({ type: "image/gif", size: 1000 })).toBe(photoTexts.wrongType);
    expect(photoFileProblem({ type: "", size: 1000 })).toBe(photoTexts.wrongType);
    expect(photoFileProblem({ type: "image/png", size: 0 })).toBe(photoTexts.empty);
    expect(photoFileProblem({ type: "image/png", size: PHOTO_MAX_BYTES + 1 })).toBe(photoTexts.tooLarge);
    expect(photoTexts.tooLarge).toBe("Please choose a photo of at most 5 MB.");
  });
});

describe("PHOTO_ACCEPT", () => {
  it("lists the three types and their extensions", () => {
    expect(PHOTO_ACCEPT.split(",")).toEqual(
      expect.arrayContaining(["image/jpeg", "image/png", "image/webp", ".jpg", ".png", ".webp"]),
    );
  });
});

describe("croppedPhotoName", () => {
  it("keeps the chosen name with the produced type's extension", () => {
    expect(croppedPhotoName("Me at work.HEIC.png", "image/jpeg")).toBe("Me-at-work.HEIC.jpg");
    expect(croppedPhotoName("portrait.webp", "image/png")).toBe("portrait.png");
    expect(croppedPhotoName(".png", "image/jpeg")).toBe("photo.jpg");
    expect(croppedPhotoName("", "image/jpeg")).toBe("photo.jpg");
  });
});
