import { Container } from "../../../components/ui/Container";
import { Stars } from "../../../entities/profile";
import { useTestimonials } from "./api";
import "./home-sections.css";
import { home } from "@taxlane/contract/i18n/local/home";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

/** What taxpayers said about their professionals; left out while there is nothing to show. */
export function Testimonials() {
  const testimonials = useTestimonials();
  if (!testimonials.isSuccess || testimonials.data.length === 0) return null;
  return (
    <section className="tl-testimonials" aria-labelledby="testimonials-title">
      <Container>
        <h2 id="testimonials-title" className="tl-section-title">
          {home.testimonialsHeading}
        </h2>
        <ul className="tl-testimonials__list">
          {testimonials.data.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="tl-testimonial">
                <Stars value={testimonial.rating} />
                <blockquote className="tl-testimonial__quote">
                  <p>{testimonial.comment}</p>
                </blockquote>
                <figcaption className="tl-testimonial__who">
                  <span className="tl-testimonial__author">{testimonial.authorName}</span>
                  <span className="tl-testimonial__about">
                    {formatPlain(home.testimonialAbout, { name: testimonial.expertDisplayName })}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
