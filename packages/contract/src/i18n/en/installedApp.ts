/** The installable app: its manifest, the offline banner and the prompt to load a new version. */
export const installedApp = {
  name: "Taxlane",
  shortName: "Taxlane",
  description: "Your tax preparation with Taxlane: what waits on you, your jobs and your messages.",
  offlineBanner: "You are offline — showing what you saw at {time}",
  offlineNothingKept: "You are offline. Pages open again once you are back online.",
  updateReady: "A new version is ready",
  reload: "Reload",
} as const;
