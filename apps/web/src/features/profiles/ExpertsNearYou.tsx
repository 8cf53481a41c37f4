import { US_STATES, usStateName } from "@taxlane/contract";
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { SelectField } from "../../components/ui/form";
import { EXPERTS_NEAR_YOU_COUNT, useExpertsNearYou } from "./api";
import { ExpertCardView } from "./ExpertCardView";
import "./profiles.css";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { richText } from "../../lib/rich-text";

const placeholders = Array.from({ length: EXPERTS_NEAR_YOU_COUNT }, (_, index) => index);

/** "Find professionals near you": a state picker and the professionals who work there. */
export function ExpertsNearYou() {
  const [state, setState] = useState("");
  const experts = useExpertsNearYou(state);
  const where =
    state === "" ? profiles.acrossUs : formatPlain(profiles.inState, { state: usStateName(state) });

  const summary = experts.isPending
    ? profiles.loadingProfessionals
    : experts.isError
      ? ""
      : experts.data.length === 0
        ? ""
        : experts.data.length === 1
          ? formatPlain(profiles.showingOne, { where })
          : formatPlain(profiles.showingMany, { count: experts.data.length, where });

  return (
    <section className="tl-near-you" aria-labelledby="near-you-title">
      <Container>
        <div className="tl-near-you__head">
          <div>
            <h2 id="near-you-title" className="tl-near-you__title">
              {profiles.nearYouHeading}
            </h2>
            <p className="tl-near-you__lead">{profiles.nearYouLead}</p>
          </div>
          <SelectField
            label={profiles.yourState}
            name="state"
            value={state}
            onChange={(event) => setState(event.target.value)}
            className="tl-near-you__state"
          >
            <option value="">{profiles.allStates}</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>

        <p className="tl-near-you__summary" role="status">
          {summary}
        </p>

        {experts.isPending ? (
          <ul className="tl-near-you__grid" aria-hidden="true">
            {placeholders.map((index) => (
              <li key={index} className="tl-expert-skeleton">
                <span className="tl-expert-skeleton__avatar" />
                <span className="tl-expert-skeleton__line" />
                <span className="tl-expert-skeleton__line tl-expert-skeleton__line--short" />
              </li>
            ))}
          </ul>
        ) : experts.isError ? (
          <div className="tl-near-you__message" role="alert">
            <p>{profiles.professionalsLoadError}</p>
            <Button variant="secondary" onClick={() => void experts.refetch()}>
              {profiles.tryAgain}
            </Button>
          </div>
        ) : experts.data.length === 0 ? (
          <p className="tl-near-you__message">
            {state === ""
              ? profiles.noneListed
              : richText(formatPlain(profiles.noneInStateYet, { state: usStateName(state) }), {
                  reset: (inner) => (
                    <button type="button" className="tl-near-you__reset" onClick={() => setState("")}>
                      {inner}
                    </button>
                  ),
                })}
          </p>
        ) : (
          <ul className="tl-near-you__grid" aria-labelledby="near-you-title">
            {experts.data.map((expert) => (
              <li key={expert.id}>
                <ExpertCardView expert={expert} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
