import { ACCESS_REQUESTS_LIMIT, MINIMUM_AGE, TAX_INFO_RETENTION_YEARS } from "@taxlane/contract";
import { legal } from "@taxlane/contract/i18n/local/legal";
import { Link } from "react-router";
import { usePageTitle } from "../../../lib/use-page-title";
import { EnglishGoverns } from "./english-governs.es";
import { LegalDocument, type LegalSection } from "./LegalDocument";
import { LEGAL_LAST_UPDATED } from "./legal-text";
import { timesWordEs, yearsWordEs } from "./legal-text.es";

// The privacy policy in Spanish: the same sections and ids as PrivacyPolicyPage.tsx, which governs.

const retention = yearsWordEs(TAX_INFO_RETENTION_YEARS);
const accessRequests = `${timesWordEs(ACCESS_REQUESTS_LIMIT.count)} en cualquier período de ${ACCESS_REQUESTS_LIMIT.perMonths} meses`;

const contactForm = <Link to="/contact-us">formulario de contacto</Link>;

const sections: readonly LegalSection[] = [
  {
    id: "scope",
    title: "Quiénes somos y qué abarca esta política",
    body: (
      <>
        <p>
          Taxlane opera un mercado en línea que pone en contacto a contribuyentes, tanto personas como
          empresas, con profesionales de impuestos independientes: abogados, contadores públicos autorizados
          (CPA), agentes inscritos y preparadores de impuestos registrados. En esta política, “Taxlane” y
          “nosotros” se refieren a la empresa que opera el sitio web y la aplicación de Taxlane, y “usted” se
          refiere a cualquier persona que los visite o use.
        </p>
        <p>
          Esta política explica qué información personal recopilamos, por qué la recopilamos, quién puede
          verla, cómo la protegemos, cuánto tiempo la conservamos y qué opciones tiene usted. Se aplica al
          sitio web de Taxlane, a la aplicación en la que usted inicia sesión y a los correos electrónicos que
          le enviamos. Los profesionales de impuestos con los que usted trabaje por medio de Taxlane son
          responsables de cómo manejan su información en su propia práctica, según sus propias obligaciones
          profesionales y legales.
        </p>
      </>
    ),
  },
  {
    id: "information-we-collect",
    title: "La información que recopilamos",
    body: (
      <>
        <p>
          Recopilamos la información que usted nos da y una pequeña cantidad de información que se genera al
          usar Taxlane:
        </p>
        <ul>
          <li>
            <strong>Datos de la cuenta:</strong> su nombre, correo electrónico, número de teléfono, contraseña
            (guardada solo de forma cifrada e irreversible), zona horaria y si aceptó que los profesionales lo
            llamen con cotizaciones. Los profesionales de impuestos también nos dan sus credenciales,
            servicios, experiencia, formación, precios y una foto de perfil.
          </li>
          <li>
            <strong>Respuestas del cuestionario:</strong> lo que usted nos cuenta sobre su situación
            tributaria al pedir presentaciones a profesionales, como persona o como empresa.
          </li>
          <li>
            <strong>Información tributaria:</strong> las respuestas que usted da en el organizador de
            impuestos, como los miembros de su hogar, sus ingresos, deducciones y créditos tributarios, sus
            datos bancarios para recibir un reembolso y las cifras de su negocio, además de las declaraciones
            de impuestos que entregan los profesionales.
          </li>
          <li>
            <strong>Documentos:</strong> los archivos que usted sube, como Formularios W-2 y 1099, estados de
            cuenta y recibos.
          </li>
          <li>
            <strong>Números de Seguro Social</strong> y otros números de identificación del contribuyente que
            usted escribe en los campos destinados a ellos. Se guardan cifrados y se muestran parcialmente
            ocultos.
          </li>
          <li>
            <strong>Actividad en el servicio:</strong> cotizaciones, mensajes, solicitudes de citas, reseñas,
            el estado de cada preparación de impuestos y las notificaciones.
          </li>
          <li>
            <strong>Datos de facturación:</strong> el plan que eligió, su período de facturación y las fechas
            de la prueba gratuita. Los pagos con tarjeta los procesa nuestro procesador de pagos; nosotros no
            guardamos el número completo de su tarjeta.
          </li>
          <li>
            <strong>Mensajes que nos envía:</strong> lo que nos manda por el formulario de contacto, su
            suscripción al boletín y las preguntas que le hace al asistente de nuestras preguntas frecuentes.
          </li>
          <li>
            <strong>Información técnica:</strong> los registros que guardan nuestros servidores cuando usted
            usa Taxlane, como su dirección IP, el tipo de navegador y la hora de cada solicitud, que usamos
            para que el servicio siga funcionando y sea seguro.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "Cómo usamos su información",
    body: (
      <>
        <p>Usamos su información solo para operar Taxlane y mantenerlo seguro; en concreto, para:</p>
        <ul>
          <li>
            crear y proteger su cuenta, lo que incluye enviarle los códigos para crear una cuenta, iniciar
            sesión y restablecer su contraseña;
          </li>
          <li>
            enviar su solicitud a los profesionales de impuestos adecuados para ella y mostrarle sus
            presentaciones y cotizaciones;
          </li>
          <li>
            permitir que usted y su profesional se envíen mensajes, programen citas, compartan documentos y
            completen juntos el organizador de impuestos;
          </li>
          <li>
            administrar suscripciones, pruebas gratuitas y renovaciones, incluidos los recordatorios que
            enviamos antes de que termine un plan anual;
          </li>
          <li>responder sus preguntas y sus pedidos de ayuda;</li>
          <li>enviarle el boletín, solo si se suscribió;</li>
          <li>detectar, prevenir e investigar fraudes, abusos e incidentes de seguridad;</li>
          <li>verificar las credenciales de los profesionales de impuestos;</li>
          <li>cumplir nuestras obligaciones legales y hacer cumplir nuestros términos; y</li>
          <li>
            entender qué funciona y corregir lo que no, con nuestros propios registros y no con rastreadores
            de terceros.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "who-sees-information",
    title: "Quién puede ver su información",
    body: (
      <>
        <p>
          <strong>Los profesionales de impuestos.</strong> Sus respuestas del cuestionario solo llegan a los
          profesionales a los que se envía su solicitud. Sus respuestas del organizador de impuestos, sus
          documentos y su preparación de impuestos solo los puede ver el profesional que usted eligió al
          aceptar su cotización.
        </p>
        <p>
          <strong>Otros usuarios.</strong> El perfil de un profesional de impuestos, incluidas las reseñas que
          dejan los contribuyentes, es público, porque ayuda a los contribuyentes a elegir. La información de
          un contribuyente nunca es pública.
        </p>
        <p>
          <strong>Nuestro equipo y nuestros proveedores de servicios.</strong> El personal de Taxlane solo
          puede acceder a la información cuando la necesita para operar el servicio, dar asistencia o
          protegerlo. Trabajamos con pocos proveedores de servicios, por ejemplo para alojar el servicio,
          entregar los correos electrónicos y procesar los pagos con tarjeta. Solo pueden usar su información
          para prestarnos su servicio, con obligaciones de confidencialidad y de seguridad.
        </p>
        <p>
          <strong>Cuando la ley lo exige.</strong> Podemos divulgar información si la ley nos obliga, por
          ejemplo en respuesta a una citación judicial o a una orden judicial válidas, o cuando sea necesario
          para proteger los derechos, los bienes o la seguridad de nuestros usuarios, del público o de
          Taxlane. Si Taxlane participa en una fusión o una venta, la información puede pasar al nuevo
          propietario, que deberá seguir cumpliendo esta política.
        </p>
        <p>
          <strong>No vendemos su información personal</strong>, ni la compartimos con anunciantes ni con
          corredores de datos.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Cómo protegemos su información",
    body: (
      <>
        <ul>
          <li>Los archivos que usted sube se guardan cifrados.</li>
          <li>
            Los números de Seguro Social y otros números de identificación del contribuyente se guardan
            cifrados y se muestran parcialmente ocultos en la pantalla.
          </li>
          <li>
            El inicio de sesión se puede proteger con un segundo paso: un código que le enviamos por correo
            electrónico. Siempre está activado para los profesionales de impuestos y es opcional para los
            contribuyentes.
          </li>
          <li>Las contraseñas se guardan solo cifradas de forma irreversible, nunca de forma legible.</li>
          <li>El acceso de nuestro personal se limita a lo que su trabajo requiere.</li>
        </ul>
        <p>
          Usted también puede ayudar: use una contraseña segura que no use en ningún otro lugar y{" "}
          <strong>
            nunca envíe un número de Seguro Social por mensaje de chat ni por correo electrónico
          </strong>
          , ni a nosotros ni a un profesional. Escríbalo solo en los campos destinados a él. El asistente de
          nuestras preguntas frecuentes nunca se lo pedirá.
        </p>
        <p>
          Ningún sistema es perfectamente seguro. Si nos enteramos de una violación de la seguridad que afecte
          su información personal, se lo notificaremos como lo exige la ley.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies y almacenamiento local",
    body: (
      <>
        <p>
          Cuando usted inicia sesión, Taxlane guarda un token de inicio de sesión en el almacenamiento local
          de su navegador para que su sesión siga abierta mientras pasa de una página a otra. Se elimina
          cuando usted cierra la sesión, y también puede borrarlo desde la configuración de su navegador.
        </p>
        <p>
          Ese token es lo único que guardamos en su navegador para nuestro propio uso. No usamos cookies de
          publicidad, cookies de análisis ni rastreadores de terceros, y no seguimos su actividad en otros
          sitios web.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "Cuánto tiempo conservamos la información",
    body: (
      <>
        <p>
          Conservamos la <strong>información tributaria</strong>, es decir, las respuestas del cuestionario y
          del organizador de impuestos, los documentos subidos y las declaraciones de impuestos entregadas por
          medio de Taxlane, durante <strong>{retention}</strong>. Los registros tributarios pueden necesitarse
          mucho después de presentar una declaración, por ejemplo para responder una pregunta de una agencia
          tributaria o para preparar una declaración posterior.
        </p>
        <p>
          Conservamos los datos de la cuenta mientras su cuenta esté abierta. Cuando se cierra una cuenta,
          eliminamos o anonimizamos el resto de su información personal en un plazo razonable, salvo lo que
          debamos conservar durante el período indicado arriba, para cumplir obligaciones legales o contables,
          o para resolver disputas.
        </p>
      </>
    ),
  },
  {
    id: "your-choices",
    title: "Sus derechos y opciones",
    body: (
      <>
        <ul>
          <li>
            <strong>Acceso.</strong> Puede pedir una copia de la información personal que tenemos sobre usted.
            Puede hacer una solicitud de acceso <strong>{accessRequests}</strong>.
          </li>
          <li>
            <strong>Corrección.</strong> Puede actualizar usted mismo la mayoría de los datos de su cuenta en
            su perfil, o pedirnos que corrijamos cualquier otro dato.
          </li>
          <li>
            <strong>Eliminación.</strong> Puede pedirnos que cerremos su cuenta y eliminemos su información,
            sujeto al período de conservación descrito arriba.
          </li>
          <li>
            <strong>Comunicaciones.</strong> Puede cancelar su suscripción al boletín en cualquier momento.
            Los mensajes necesarios para el funcionamiento de su cuenta, como los códigos de inicio de sesión
            y los recordatorios de renovación, forman parte del servicio.
          </li>
        </ul>
        <p>
          Para hacer una solicitud, use nuestro {contactForm} y díganos qué desea. Confirmaremos su identidad
          antes de actuar y le responderemos lo antes posible, dentro de cualquier plazo que fije la ley.
          Según el estado donde viva, es posible que tenga otros derechos de privacidad conforme a la ley
          estatal; los respetamos, y puede usar el mismo formulario para ejercerlos.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Menores de edad",
    body: (
      <p>
        Taxlane es para adultos: debe tener {MINIMUM_AGE} años o más para crear una cuenta. No recopilamos a
        sabiendas información personal de menores de {MINIMUM_AGE} años, salvo los datos de los dependientes
        que un padre, una madre o un tutor escribe para su propia declaración de impuestos. Si cree que un
        menor creó una cuenta, avísenos por medio del {contactForm} y la eliminaremos.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Cambios a esta política",
    body: (
      <p>
        Podemos actualizar esta política a medida que cambien el servicio o la ley. Publicaremos la nueva
        versión aquí con una nueva fecha de “Última actualización” y, si un cambio afecta de manera importante
        la forma en que usamos su información, se lo avisaremos por correo electrónico o en la aplicación
        antes de que entre en vigor.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Cómo comunicarse con nosotros",
    body: (
      <p>
        ¿Tiene preguntas sobre esta política o sobre su información? Escríbanos por medio de nuestro{" "}
        {contactForm} y nuestro equipo le responderá. También puede llamarnos de lunes a viernes, de 8 a. m. a
        5 p. m., hora del Pacífico.
      </p>
    ),
  },
];

export function PrivacyPolicyPageEs() {
  usePageTitle(legal.privacyPolicyTitle);
  return (
    <LegalDocument
      title="Política de privacidad"
      subtitle="Cómo Taxlane recopila, usa y protege su información personal y tributaria."
      lastUpdated={LEGAL_LAST_UPDATED}
      notice={<EnglishGoverns path="/privacy-policy" />}
      intro={
        <p>
          <strong>En resumen:</strong> recopilamos lo que necesitamos para ponerlo en contacto con
          profesionales de impuestos y para que puedan trabajar juntos. Solo los profesionales a los que se
          envía su solicitud, o el que usted elija, pueden ver su información tributaria. Ciframos sus
          documentos y sus números de Seguro Social, conservamos la información tributaria durante {retention}{" "}
          y nunca vendemos sus datos.
        </p>
      }
      sections={sections}
    />
  );
}
