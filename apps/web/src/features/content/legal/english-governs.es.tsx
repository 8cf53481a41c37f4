/**
 * The line a Spanish legal page carries near its top: the English version governs if the two differ.
 * The link opens the English page with `?lang=en` as a full page load, since the page's language is
 * chosen as it loads.
 */
export function EnglishGoverns({ path }: { readonly path: string }) {
  return (
    <p className="tl-legal__notice">
      Esta traducción se ofrece para su comodidad; si difiere de la{" "}
      <a href={`${path}?lang=en`} hrefLang="en">
        versión en inglés
      </a>
      , prevalece la versión en inglés.
    </p>
  );
}
