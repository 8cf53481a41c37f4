import type { Catalog } from "../catalog";

/** The API's general refusals, when a service names no reason of its own. */
export const errors = {
  notFound: "No encontramos lo que pidió.",
  forbidden: "No tiene permiso para hacer eso.",
  unauthenticated: "Inicie sesión para continuar.",
  bodyNotJson: "El cuerpo de la solicitud no es JSON válido.",
  bodyEmpty: "El cuerpo de la solicitud está vacío; envíe JSON u omita el tipo de contenido JSON.",
  requestTooLarge: "La solicitud es demasiado grande.",
  bodyTypeNotAccepted: "Aquí no se acepta este tipo de cuerpo de solicitud.",
  lengthMismatch: "La longitud de la solicitud no coincide con su cuerpo.",
  fileTooLarge: "Ese archivo es demasiado grande.",
  tooManyFiles: "Demasiados archivos en una sola solicitud.",
  tooManyFields: "Demasiados campos en una sola solicitud.",
  fieldNameNotAllowed: "El formulario tiene un nombre de campo que no está permitido.",
  fieldNotJson: "Un campo del formulario marcado como JSON no es JSON válido.",
  multipartOnly: "Esta llamada acepta un formulario multipart.",
  concurrentChange:
    "Esto cambió en otro lugar en el mismo momento, así que no se guardó nada. Inténtelo de nuevo.",
  somethingWentWrong: "Algo salió mal",
  roleForbidden: "Su cuenta no puede hacer eso.",
  secondFactorRequired:
    "Agregue a su cuenta una aplicación de autenticación o una llave de acceso y luego inicie sesión con ella: los profesionales de impuestos y los operadores necesitan una para ver los datos de los clientes.",
  controlCharacter:
    "Este texto contiene un carácter de control (como un byte nulo) que no se puede guardar. Quítelo e inténtelo de nuevo.",
  formUnreadable: "No se pudo leer el formulario: estaba incompleto o no tiene delimitador.",
  oneFileOnly: "Envíe un solo archivo aquí.",
  rateLimited: "Demasiadas solicitudes. Espere {seconds} segundos e inténtelo de nuevo.",
  noSuchCall: "No existe la llamada {method} {path}. Las llamadas de la API se enumeran en /api/docs.",
  pageNotFound: "Lo sentimos, la página que visitó no existe.",
  databaseUnreachable: "En este momento no se puede acceder a la base de datos.",
  noSuchMail: "Ese mensaje no existe.",
} as const satisfies Catalog["errors"];
