import type { Catalog } from "../catalog";

/** A filed job's return pack: one PDF of its return, signed documents, filings and receipts. */
export const returnPack = {
  title: "Taxlane: declaración de impuestos de {taxYear} – {name}",
  titleWithoutName: "Taxlane: declaración de impuestos de {taxYear}",
  notFiled:
    "El paquete de la declaración está listo una vez que se presenta la declaración. Esta preparación de impuestos aún no se ha presentado: mientras tanto, descargue el borrador de la declaración desde su página.",
  cancelled: "Esta preparación de impuestos se canceló, así que no tiene paquete de la declaración.",
  filedReturn: "Declaración presentada — {file}",
  engagementLetter: "Carta de compromiso, firmada el {date}",
  efileAuthorization: "Autorización de presentación electrónica: {title}, firmada el {date}",
  signedDocument: "{title}, firmado el {date}",
  filings: "Presentaciones y resultado",
  receipt: "Recibo {number} de la factura {invoice}, pagada el {date}",
  download: "Descargar el paquete de su declaración",
  downloadForProfessional: "Descargar el paquete de la declaración",
} as const satisfies Catalog["returnPack"];
