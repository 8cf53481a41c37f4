import type { Catalog } from "../catalog";

/** The installable app: its manifest, the offline banner and the prompt to load a new version. */
export const installedApp = {
  name: "Taxlane",
  shortName: "Taxlane",
  description:
    "Su preparación de impuestos con Taxlane: lo que está pendiente de usted, sus trabajos y sus mensajes.",
  offlineBanner: "No tiene conexión: se muestra lo que vio a las {time}",
  offlineNothingKept: "No tiene conexión. Las páginas se volverán a abrir cuando recupere la conexión.",
  updateReady: "Hay una nueva versión lista",
  reload: "Volver a cargar",
} as const satisfies Catalog["installedApp"];
