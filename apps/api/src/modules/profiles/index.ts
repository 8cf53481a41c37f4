// What other modules may use of profiles: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { savePhoto } from "./photos";
export { profileRecords } from "./profile-records";
export { type ProfilesService, profileFilePurposes } from "./profiles.service";
export { publicName } from "./public-name";
export { reviewRecords, starsOf } from "./review-records";
export type { ReviewsService } from "./reviews.service";
export { verificationRecords } from "./verification-records";
