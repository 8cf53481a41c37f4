import { SignaturesToSign } from "../../features/signatures/signing/SignaturesToSign";
import { JobsPage } from "../../features/tax-preparation/JobsPage";
import { ToDoCard } from "../../features/todo/ToDoCard";

/** /user/tax_preparation: the taxpayer's jobs, under their to-do card and what waits for their signature. */
export function Component() {
  return (
    <JobsPage
      side="taxpayer"
      above={
        <>
          <ToDoCard allTo="/user/todo" />
          <SignaturesToSign />
        </>
      }
    />
  );
}
