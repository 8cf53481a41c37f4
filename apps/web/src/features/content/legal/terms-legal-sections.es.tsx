import {
  ARBITRATION_CLAIM_THRESHOLD_USD,
  DISPUTE_NEGOTIATION_DAYS,
  LIABILITY_CAP_FEE_MONTHS,
  LIABILITY_CAP_MINIMUM_USD,
} from "@taxlane/contract";
import { Link } from "react-router";
import type { LegalSection } from "./LegalDocument";
import { formatUsd } from "./legal-text";

const arbitrationThreshold = formatUsd(ARBITRATION_CLAIM_THRESHOLD_USD);
const contactForm = <Link to="/contact-us">formulario de contacto</Link>;

/** The terms' legal closing in Spanish, as terms-legal-sections.tsx has it in English. */
export const termsLegalSectionsEs: readonly LegalSection[] = [
  {
    id: "disclaimers",
    title: "Exención de garantías",
    body: (
      <p>
        Nos esforzamos por mantener Taxlane disponible, exacto y seguro, pero el Servicio se ofrece “tal como
        está” y “según disponibilidad”. En la máxima medida que permita la ley, renunciamos a toda garantía,
        expresa o implícita, incluidas las de comerciabilidad, idoneidad para un fin determinado y no
        infracción. No prometemos que el Servicio funcionará sin interrupciones ni errores, ni que su uso
        producirá algún resultado tributario, reembolso o ahorro.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitación de responsabilidad",
    body: (
      <>
        <p>
          En la máxima medida que permita la ley, Taxlane no es responsable de ningún daño indirecto,
          incidental, especial, consecuente o punitivo, ni de la pérdida de ganancias, ingresos o datos, que
          surja del Servicio o de estos términos, o que se relacione con ellos. No somos responsables de los
          actos u omisiones de los profesionales de impuestos ni de otros usuarios.
        </p>
        <p>
          Nuestra responsabilidad total por todos los reclamos relacionados con el Servicio o con estos
          términos se limita a{" "}
          <strong>
            la cantidad mayor entre los cargos que usted pagó a Taxlane en los {LIABILITY_CAP_FEE_MONTHS}{" "}
            meses anteriores al hecho que dio lugar al reclamo y {formatUsd(LIABILITY_CAP_MINIMUM_USD)}
          </strong>
          . Algunos estados no permiten ciertas limitaciones, por lo que es posible que parte de esta sección
          no se aplique a usted.
        </p>
      </>
    ),
  },
  {
    id: "indemnity",
    title: "Indemnización",
    body: (
      <p>
        Si alguien presenta un reclamo contra Taxlane debido a su incumplimiento de estos términos, a su
        contenido o a su violación de la ley o de los derechos de otra persona, usted se compromete a cubrir
        las pérdidas resultantes y los costos razonables, incluidos los honorarios legales, en la medida que
        permita la ley.
      </p>
    ),
  },
  {
    id: "disputes",
    title: "Resolución de disputas",
    body: (
      <>
        <p>
          <strong>Hable primero con nosotros.</strong> La mayoría de los problemas se resuelven rápidamente.
          Antes de iniciar cualquier procedimiento formal, usted y Taxlane aceptan intentar resolver la
          disputa de manera informal. La parte que plantea la disputa envía un aviso por escrito que la
          describa e indique la solución que pide; usted puede enviar el suyo por medio de nuestro{" "}
          {contactForm}. Luego, ambas partes negociarán de buena fe durante{" "}
          <strong>{DISPUTE_NEGOTIATION_DAYS} días</strong> a partir de la fecha en que se reciba el aviso.
        </p>
        <p>
          <strong>Arbitraje para los reclamos mayores.</strong> Si la disputa no se resuelve dentro de esos{" "}
          {DISPUTE_NEGOTIATION_DAYS} días y el reclamo es por más de <strong>{arbitrationThreshold}</strong>,
          se resolverá mediante arbitraje vinculante ante un solo árbitro, administrado por un proveedor de
          arbitraje reconocido conforme a sus reglas para disputas de consumo o comerciales, según
          corresponda. El árbitro puede otorgar la misma reparación que podría otorgar un tribunal en un caso
          individual.
        </p>
        <p>
          <strong>Reclamos menores.</strong> Un reclamo de {arbitrationThreshold} o menos no está sujeto a
          arbitraje. Cualquiera de las partes puede presentarlo ante un tribunal de reclamos menores si reúne
          los requisitos o, de lo contrario, ante un tribunal competente.
        </p>
        <p>
          <strong>Solo reclamos individuales.</strong> En la medida que permita la ley, las disputas se
          resuelven de forma individual, y no mediante una demanda colectiva, conjunta o representativa.
        </p>
      </>
    ),
  },
  {
    id: "termination",
    title: "Suspensión y cierre de la cuenta",
    body: (
      <p>
        Usted puede cerrar su cuenta en cualquier momento por medio de nuestro {contactForm}; cualquier
        suscripción termina como se describe en{" "}
        <Link to={{ hash: "cancellation" }}>Cancelación y reembolsos</Link>. Podemos suspender o cerrar una
        cuenta que infrinja estos términos, que ponga en riesgo a otros usuarios o cuando la ley lo exija, y
        le diremos por qué, salvo que la ley o razones de seguridad lo impidan. Las secciones que por su
        naturaleza deban seguir vigentes, como las de contenido, exención de garantías, responsabilidad y
        disputas, seguirán vigentes después del cierre.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Cambios a estos términos",
    body: (
      <p>
        Podemos actualizar estos términos a medida que cambien el Servicio o la ley. Publicaremos la nueva
        versión aquí con una nueva fecha de “Última actualización” y, en el caso de cambios importantes, se lo
        avisaremos por correo electrónico o en la aplicación antes de que entren en vigor. Si sigue usando el
        Servicio después de eso, acepta los términos actualizados; si no está de acuerdo, puede cancelar como
        se describe arriba.
      </p>
    ),
  },
  {
    id: "general",
    title: "Disposiciones generales",
    body: (
      <ul>
        <li>
          Estos términos, junto con la política de privacidad, constituyen el acuerdo completo entre usted y
          Taxlane sobre el Servicio.
        </li>
        <li>Si alguna parte se declara inaplicable, el resto sigue vigente.</li>
        <li>Si no ejercemos un derecho de inmediato, no hemos renunciado a él.</li>
        <li>
          Usted no puede transferir sus derechos conforme a estos términos sin nuestro consentimiento;
          nosotros podemos transferir los nuestros como parte de una fusión, una adquisición o una venta de
          activos.
        </li>
        <li>
          Estos términos se rigen por las leyes federales de los Estados Unidos y por las leyes del Estado de
          California, sin tener en cuenta sus normas sobre conflictos de leyes.
        </li>
      </ul>
    ),
  },
  {
    id: "contact",
    title: "Contacto",
    body: (
      <p>
        ¿Tiene preguntas sobre estos términos? Comuníquese con nosotros por medio de nuestro {contactForm}, o
        llámenos de lunes a viernes, de 8 a. m. a 5 p. m., hora del Pacífico.
      </p>
    ),
  },
];
