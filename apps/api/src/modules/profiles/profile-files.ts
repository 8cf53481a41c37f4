/** What an uploaded file is for; the purpose decides who may download it. */
export const profileFilePurposes = {
  expertPhoto: "expert-photo",
  taxpayerPhoto: "taxpayer-photo",
  pricing: "expert-pricing",
  afspProof: "expert-afsp-proof",
} as const;
