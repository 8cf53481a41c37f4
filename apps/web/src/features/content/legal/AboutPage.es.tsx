import { FREE_TRIAL_DAYS, MAX_EXPERT_INTRODUCTIONS } from "@taxlane/contract";
import { legal } from "@taxlane/contract/i18n/local/legal";
import { Link } from "react-router";
import { AboutLayout, type AboutWords } from "./AboutLayout";
import { EnglishGoverns } from "./english-governs.es";

// The about page in Spanish: the same sections as AboutPage.tsx, which governs.
const words: AboutWords = {
  pageTitle: legal.aboutTitle,
  eyebrow: "Quiénes somos",
  title: "Acerca de Taxlane",
  subtitle:
    "Ayudamos a personas y empresas a encontrar el profesional de impuestos adecuado, y a los profesionales de impuestos a encontrar clientes que necesitan exactamente lo que ellos hacen.",
  notice: <EnglishGoverns path="/about" />,
  missionHeading: "Nuestra misión",
  mission: [
    "Encontrar un profesional de impuestos suele significar preguntar a los amigos, revisar resultados de búsqueda y esperar lo mejor. Taxlane existe para que esa elección sea más fácil y más segura: para poner en contacto a las personas con profesionales calificados que se ajusten a su situación, y para darles a ambas partes un solo lugar seguro donde trabajar juntas.",
    "Nosotros no somos preparadores de impuestos. Los profesionales de Taxlane son independientes, y son ellos quienes hacen el trabajo tributario. Nuestra tarea es que cada presentación sea acertada, mantener segura su información y simplificar todo lo que rodea a la declaración de impuestos: cotizaciones, mensajes, citas y documentos.",
  ],
  howHeading: "Cómo funciona",
  columns: [
    {
      title: "Para contribuyentes",
      steps: [
        "Responda un breve cuestionario sobre sus impuestos, como persona o como empresa.",
        `Reciba hasta ${MAX_EXPERT_INTRODUCTIONS} presentaciones a profesionales adecuados para usted, por lo general en pocas horas.`,
        "Compare sus perfiles, reseñas y cotizaciones, y elija al aceptar una cotización.",
        "Envíe mensajes a su profesional, programe citas en persona, por teléfono o por video, suba documentos y siga su declaración hasta que se presente.",
      ],
    },
    {
      title: "Para profesionales de impuestos",
      steps: [
        "Cree un perfil con sus credenciales, servicios y precios; nosotros verificamos las credenciales.",
        "Reciba solicitudes de contribuyentes cuyas necesidades coinciden con su trabajo.",
        "Envíe cotizaciones y comience a trabajar en cuanto un contribuyente acepte una.",
        `Administre sus citas, reciba documentos de forma segura y entregue declaraciones terminadas desde un solo lugar, comenzando con una prueba gratuita de ${FREE_TRIAL_DAYS} días.`,
      ],
    },
  ],
  valuesHeading: "Lo que valoramos",
  values: [
    {
      title: "La confianza se gana y se verifica",
      text: "Cada profesional de Taxlane es abogado, contador público autorizado (CPA), agente inscrito o preparador de impuestos registrado, y nuestro equipo revisa sus credenciales antes de que aparezcan como verificadas.",
    },
    {
      title: "Su información le pertenece",
      text: "Los documentos se guardan cifrados, los números de Seguro Social se cifran y se muestran parcialmente ocultos, y solo los profesionales que le presentamos o que usted elige pueden ver sus datos. Nunca vendemos datos.",
    },
    {
      title: "Lenguaje sencillo",
      text: "Los impuestos ya son bastante complicados. Explicamos las cosas de forma sencilla, mostramos los precios desde el principio y redactamos nuestras políticas para que se lean, no para que se pasen por alto.",
    },
    {
      title: "Justos con ambas partes",
      text: "Los contribuyentes merecen opciones claras y cotizaciones honestas; los profesionales merecen solicitudes bien descritas y clientes listos para trabajar. Una buena combinación beneficia a ambos.",
    },
  ],
  contactHeading: "Nos gustaría saber de usted",
  contactText: (
    <>
      Preguntas, comentarios o consultas de prensa: escríbanos y nuestro equipo le responderá. Lea nuestras{" "}
      <Link to="/faq" className="tl-about__contact-link">
        preguntas frecuentes
      </Link>{" "}
      para encontrar respuestas rápidas.
    </>
  ),
  contactButton: "Comuníquese con nosotros",
};

export function AboutPageEs() {
  return <AboutLayout words={words} />;
}
