import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { usePageTitle } from "../../../lib/use-page-title";

/** /expert: the tax-professional landing. */
export function ExpertLandingPage() {
  usePageTitle("For tax professionals");
  return (
    <Container>
      <h1>Grow your practice with Taxlane</h1>
      <p>Get introduced to taxpayers who need you, send quotes and run your season from one place.</p>
      <ButtonLink to="/signup/expert" size="lg">
        Start your 30-day free trial
      </ButtonLink>
    </Container>
  );
}
