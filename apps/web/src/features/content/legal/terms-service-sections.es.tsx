import { MINIMUM_AGE } from "@taxlane/contract";
import { Link } from "react-router";
import type { LegalSection } from "./LegalDocument";

/** The terms' opening sections in Spanish, as terms-service-sections.tsx has them in English. */
export const termsServiceSectionsEs: readonly LegalSection[] = [
  {
    id: "agreement",
    title: "Aceptación de estos términos",
    body: (
      <>
        <p>
          Estos términos y condiciones, también llamados nuestro contrato de licencia de usuario final, son un
          contrato entre usted y Taxlane. Rigen su uso del sitio web y de la aplicación de Taxlane (en
          conjunto, el “Servicio”). Usted los acepta cuando marca la casilla de aceptación al crear una
          cuenta, o cuando usa el Servicio de cualquier otra forma. Si no está de acuerdo, le pedimos que no
          use el Servicio.
        </p>
        <p>
          Nuestra <Link to="/privacy-policy">política de privacidad</Link> explica cómo manejamos la
          información personal y forma parte de estos términos.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Quién puede usar Taxlane",
    body: (
      <p>
        Para crear una cuenta, debe tener al menos <strong>{MINIMUM_AGE} años de edad</strong> y la capacidad
        legal para celebrar un contrato vinculante. Si usa el Servicio en nombre de una empresa, usted
        confirma que tiene autorización para actuar en su nombre, y “usted” incluye a esa empresa.
      </p>
    ),
  },
  {
    id: "what-taxlane-is",
    title: "Qué es Taxlane y qué no es",
    body: (
      <>
        <p>
          Taxlane es un mercado en línea. Presentamos a los contribuyentes a profesionales de impuestos y
          ofrecemos herramientas para trabajar juntos: cotizaciones, mensajes, citas, carga de documentos, un
          organizador de impuestos guiado y el seguimiento de la preparación de impuestos.
        </p>
        <ul>
          <li>
            <strong>No damos asesoría tributaria, legal ni contable</strong>, y no preparamos ni presentamos
            declaraciones de impuestos. Eso lo hacen los profesionales, en su propio nombre y bajo su propia
            responsabilidad.
          </li>
          <li>
            <strong>Los profesionales son independientes.</strong> No son nuestros empleados, agentes ni
            socios. El trabajo que usted contrata al aceptar una cotización es un acuerdo entre usted y el
            profesional.
          </li>
          <li>
            <strong>La verificación tiene límites.</strong> Cuando una credencial aparece como verificada,
            nuestro equipo comprobó que era válida en el momento en que la revisamos. No garantizamos la
            calidad ni el resultado del trabajo de ningún profesional.
          </li>
          <li>
            <strong>La información general no es asesoría.</strong> Nuestro blog, nuestras preguntas
            frecuentes y nuestro asistente ofrecen información general que puede no corresponder a su
            situación, y las leyes tributarias cambian. Confirme con un profesional todo lo que sea
            importante.
          </li>
          <li>
            <strong>Las presentaciones no están garantizadas.</strong> Procuramos presentarle rápidamente a
            varios profesionales adecuados, pero cuántos y con qué rapidez depende de quién esté disponible.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Su cuenta",
    body: (
      <ul>
        <li>Dé información correcta y manténgala al día.</li>
        <li>
          Mantenga su contraseña en privado y use una contraseña segura. Los profesionales de impuestos
          siempre inician sesión con un segundo paso, un código que les enviamos por correo electrónico; los
          contribuyentes pueden elegir activarlo.
        </li>
        <li>
          Usted es responsable de la actividad en su cuenta. Avísenos de inmediato si sospecha un uso
          indebido.
        </li>
        <li>
          Una persona por cuenta. No comparta una cuenta ni cree una para otra persona sin su autorización.
        </li>
      </ul>
    ),
  },
  {
    id: "taxpayers",
    title: "El uso de Taxlane como contribuyente",
    body: (
      <ul>
        <li>
          Dé a los profesionales información y documentos completos y verídicos. La exactitud de su
          declaración de impuestos depende de ello, y usted sigue siendo legalmente responsable de sus propias
          declaraciones de impuestos.
        </li>
        <li>
          Revise su declaración antes de aprobarla o firmarla, y pregúntele a su profesional todo lo que no
          entienda.
        </li>
        <li>
          Los honorarios por los servicios de un profesional los fija el profesional y se indican en su
          cotización. Al aceptar una cotización, usted acepta las condiciones de ese profesional para el
          trabajo.
        </li>
        <li>Las reseñas que usted deje deben reflejar su propia experiencia real.</li>
      </ul>
    ),
  },
  {
    id: "professionals",
    title: "El uso de Taxlane como profesional de impuestos",
    body: (
      <ul>
        <li>
          Debe tener las credenciales que declara, ya sea de abogado, contador público autorizado (CPA),
          agente inscrito o preparador de impuestos registrado, y un número de identificación tributaria del
          preparador (PTIN) válido cuando la ley lo exija, y avisarnos de inmediato si alguno de ellos vence o
          queda restringido.
        </li>
        <li>
          Usted es responsable de sus servicios profesionales y debe cumplir las leyes, los reglamentos y las
          normas profesionales que le correspondan, incluidas las del IRS (Servicio de Impuestos Internos) y
          las del organismo que le otorgó su licencia.
        </li>
        <li>
          Use la información de un cliente solo para atender a ese cliente, manténgala confidencial y segura,
          y nunca le pida a un cliente que envíe un número de Seguro Social por mensaje o por correo
          electrónico.
        </li>
        <li>Las cotizaciones deben describir con honestidad lo que usted hará y lo que costará.</li>
      </ul>
    ),
  },
];
