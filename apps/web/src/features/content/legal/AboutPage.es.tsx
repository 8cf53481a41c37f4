import { FREE_TRIAL_DAYS, MAX_EXPERT_INTRODUCTIONS } from "@taxlane/contract";
import { legal } from "@taxlane/contract/i18n/local/legal";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { usePageTitle } from "../../../lib/use-page-title";
import { EnglishGoverns } from "./english-governs.es";
import "./legal-page.css";

// The about page in Spanish: the same sections and ids as AboutPage.tsx, which governs.

const values = [
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
] as const;

export function AboutPageEs() {
  usePageTitle(legal.aboutTitle);
  return (
    <article aria-labelledby="about-title">
      <header className="tl-legal__hero">
        <Container className="tl-legal__hero-inner">
          <p className="tl-legal__eyebrow">Quiénes somos</p>
          <h1 id="about-title" className="tl-legal__title">
            Acerca de Taxlane
          </h1>
          <p className="tl-legal__subtitle">
            Ayudamos a personas y empresas a encontrar el profesional de impuestos adecuado, y a los
            profesionales de impuestos a encontrar clientes que necesitan exactamente lo que ellos hacen.
          </p>
          <EnglishGoverns path="/about" />
        </Container>
      </header>

      <section className="tl-about__section" aria-labelledby="about-mission">
        <Container>
          <div className="tl-prose">
            <h2 id="about-mission" className="tl-about__heading">
              Nuestra misión
            </h2>
            <p>
              Encontrar un profesional de impuestos suele significar preguntar a los amigos, revisar
              resultados de búsqueda y esperar lo mejor. Taxlane existe para que esa elección sea más fácil y
              más segura: para poner en contacto a las personas con profesionales calificados que se ajusten a
              su situación, y para darles a ambas partes un solo lugar seguro donde trabajar juntas.
            </p>
            <p>
              Nosotros no somos preparadores de impuestos. Los profesionales de Taxlane son independientes, y
              son ellos quienes hacen el trabajo tributario. Nuestra tarea es que cada presentación sea
              acertada, mantener segura su información y simplificar todo lo que rodea a la declaración de
              impuestos: cotizaciones, mensajes, citas y documentos.
            </p>
          </div>
        </Container>
      </section>

      <section className="tl-about__section tl-about__section--subtle" aria-labelledby="about-how">
        <Container>
          <h2 id="about-how" className="tl-about__heading">
            Cómo funciona
          </h2>
          <div className="tl-about__columns">
            <div className="tl-about__card">
              <h3 className="tl-about__card-title">Para contribuyentes</h3>
              <ol className="tl-about__steps">
                <li>Responda un breve cuestionario sobre sus impuestos, como persona o como empresa.</li>
                <li>
                  Reciba hasta {MAX_EXPERT_INTRODUCTIONS} presentaciones a profesionales adecuados para usted,
                  por lo general en pocas horas.
                </li>
                <li>Compare sus perfiles, reseñas y cotizaciones, y elija al aceptar una cotización.</li>
                <li>
                  Envíe mensajes a su profesional, programe citas en persona, por teléfono o por video, suba
                  documentos y siga su declaración hasta que se presente.
                </li>
              </ol>
            </div>
            <div className="tl-about__card">
              <h3 className="tl-about__card-title">Para profesionales de impuestos</h3>
              <ol className="tl-about__steps">
                <li>
                  Cree un perfil con sus credenciales, servicios y precios; nosotros verificamos las
                  credenciales.
                </li>
                <li>Reciba solicitudes de contribuyentes cuyas necesidades coinciden con su trabajo.</li>
                <li>Envíe cotizaciones y comience a trabajar en cuanto un contribuyente acepte una.</li>
                <li>
                  Administre sus citas, reciba documentos de forma segura y entregue declaraciones terminadas
                  desde un solo lugar, comenzando con una prueba gratuita de {FREE_TRIAL_DAYS} días.
                </li>
              </ol>
            </div>
          </div>
        </Container>
      </section>

      <section className="tl-about__section" aria-labelledby="about-values">
        <Container>
          <h2 id="about-values" className="tl-about__heading">
            Lo que valoramos
          </h2>
          <ul className="tl-about__values">
            {values.map((value) => (
              <li key={value.title} className="tl-about__value">
                <h3 className="tl-about__value-title">{value.title}</h3>
                <p className="tl-about__value-text">{value.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="tl-about__section" aria-labelledby="about-contact">
        <Container>
          <div className="tl-about__contact">
            <div>
              <h2 id="about-contact" className="tl-about__contact-title">
                Nos gustaría saber de usted
              </h2>
              <p className="tl-about__contact-text">
                Preguntas, comentarios o consultas de prensa: escríbanos y nuestro equipo le responderá. Lea
                nuestras{" "}
                <Link to="/faq" className="tl-about__contact-link">
                  preguntas frecuentes
                </Link>{" "}
                para encontrar respuestas rápidas.
              </p>
            </div>
            <ButtonLink to="/contact-us" variant="inverse" size="lg">
              Comuníquese con nosotros
            </ButtonLink>
          </div>
        </Container>
      </section>
    </article>
  );
}
