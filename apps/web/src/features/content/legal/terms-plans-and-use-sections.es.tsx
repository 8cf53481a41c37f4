import {
  billingTexts,
  FREE_TRIAL_DAYS,
  PAST_DUE_GRACE_DAYS,
  RENEWAL_REMINDER_DAYS_BEFORE,
  TRIAL_REMINDER_DAYS_BEFORE,
} from "@taxlane/contract";
import { Link } from "react-router";
import type { LegalSection } from "./LegalDocument";

/** The terms on plans, billing and using the Service in Spanish, as terms-plans-and-use-sections.tsx has them. */
export const termsPlansAndUseSectionsEs: readonly LegalSection[] = [
  {
    id: "subscriptions",
    title: "Suscripciones, prueba gratuita y facturación",
    body: (
      <>
        <ul>
          <li>
            <strong>Planes.</strong> Los planes de suscripción se venden a los profesionales de impuestos, con{" "}
            <strong>facturación mensual o anual</strong>. Los contribuyentes no necesitan un plan. Los planes,
            sus funciones y sus precios aparecen en nuestra <Link to="/pricing">página de Precios</Link>.
            Todos los precios están en dólares estadounidenses y no incluyen el impuesto sobre las ventas que
            pueda corresponder.
          </li>
          <li>
            <strong>Qué le permite un plan.</strong> {billingTexts.unlocks} {billingTexts.without}
          </li>
          <li>
            <strong>Prueba gratuita.</strong> Cada plan comienza con una{" "}
            <strong>prueba gratuita de {FREE_TRIAL_DAYS} días</strong>. Le pedimos los datos de su tarjeta al
            suscribirse al plan y solo le cobramos cuando termina la prueba. Le enviamos un recordatorio{" "}
            {TRIAL_REMINDER_DAYS_BEFORE} días antes de que termine la prueba. Si cancela antes de que termine
            la prueba, no se le cobra nada.
          </li>
          <li>
            <strong>Renovación.</strong> Después de la prueba, su plan se renueva automáticamente al final de
            cada período mensual o anual, y cobramos el período siguiente a la tarjeta registrada hasta que
            usted cancele.
          </li>
          <li>
            <strong>Recordatorios de renovación.</strong> En los planes anuales, le enviamos un recordatorio{" "}
            <strong>
              entre {RENEWAL_REMINDER_DAYS_BEFORE.min} y {RENEWAL_REMINDER_DAYS_BEFORE.max} días antes de que
              termine el plazo
            </strong>
            , con la fecha y el precio de la renovación.
          </li>
          <li>
            <strong>Cambio de facturación.</strong> {billingTexts.switching}
          </li>
          <li>
            <strong>Cambios de precio.</strong> Su plan conserva el precio con el que se suscribió mientras lo
            mantenga. Si cambia el precio de un plan, el nuevo precio se aplica a las nuevas suscripciones, y
            a usted solo si cambia entre la facturación mensual y la anual; el precio del cambio se le muestra
            antes de que lo confirme.
          </li>
          <li>
            <strong>Pagos fallidos.</strong> Si un cobro falla, el envío de cotizaciones se pausa hasta que el
            pago se realice; si sigue fallando {PAST_DUE_GRACE_DAYS} días después, el plan termina.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "cancellation",
    title: "Cancelación y reembolsos",
    body: (
      <>
        <p>
          Puede cancelar en cualquier momento, sin costo. La cancelación{" "}
          <strong>entra en vigor el día después de que termine su período actual</strong>: conserva el acceso
          hasta entonces y no se le vuelve a cobrar.
        </p>
        <p>
          <strong>No damos reembolsos por períodos parciales.</strong> Esto incluye los días no usados de un
          período mensual y los meses no usados de uno anual, salvo que la ley disponga otra cosa.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Uso aceptable",
    body: (
      <>
        <p>Al usar el Servicio, usted se compromete a no:</p>
        <ul>
          <li>infringir ninguna ley, ni ayudar a nadie a presentar una declaración falsa o fraudulenta;</li>
          <li>hacerse pasar por otra persona ni falsear sus credenciales;</li>
          <li>publicar reseñas falsas, engañosas o pagadas;</li>
          <li>enviar correo no deseado, ni acosar o amenazar a nadie;</li>
          <li>
            subir software malicioso, sondear o vulnerar nuestra seguridad, o sobrecargar el Servicio, incluso
            mediante la extracción automatizada de datos;
          </li>
          <li>
            copiar o revender el Servicio o su contenido, ni crear con ellos un producto de la competencia; ni
          </li>
          <li>
            usar el Servicio para contactar a contribuyentes o a profesionales con fines ajenos a los
            servicios de impuestos.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "your-content",
    title: "Su contenido",
    body: (
      <p>
        Usted sigue siendo el dueño de lo que sube o escribe: documentos, mensajes, respuestas, el contenido
        de su perfil y sus reseñas. Usted otorga a Taxlane una licencia limitada para guardar, copiar,
        procesar y mostrar ese contenido solo en la medida necesaria para prestar y mejorar el Servicio y, en
        el caso de los perfiles profesionales y las reseñas, para mostrarlos públicamente en Taxlane. Usted
        confirma que tiene derecho a compartir lo que sube.
      </p>
    ),
  },
  {
    id: "license",
    title: "Su licencia para usar Taxlane",
    body: (
      <>
        <p>
          Conforme a estos términos, le otorgamos una licencia personal, limitada, no exclusiva,
          intransferible y revocable para acceder al Servicio y usarlo para el fin previsto. Usted no puede:
        </p>
        <ul>
          <li>copiar ni modificar el Servicio, ni crear obras derivadas de él;</li>
          <li>
            aplicar ingeniería inversa, descompilar ni intentar extraer su código fuente, salvo cuando la ley
            lo permita a pesar de esta restricción;
          </li>
          <li>alquilar, prestar, vender ni sublicenciar el acceso a él; ni</li>
          <li>quitar ningún aviso de propiedad.</li>
        </ul>
        <p>
          El Servicio, incluidos su software, su diseño, sus textos, sus gráficos y sus marcas comerciales,
          pertenece a Taxlane y a quienes le otorgan licencias. Estos términos no le dan ningún otro derecho
          sobre él.
        </p>
      </>
    ),
  },
  {
    id: "third-parties",
    title: "Servicios de terceros",
    body: (
      <p>
        Algunas funciones dependen de servicios que operan otras empresas, como el procesador de pagos con
        tarjeta y, para los profesionales que lo elijan, la sincronización con el calendario de Google o de
        Microsoft. El uso de esos servicios también se rige por sus propios términos. No somos responsables de
        los servicios que no controlamos.
      </p>
    ),
  },
];
