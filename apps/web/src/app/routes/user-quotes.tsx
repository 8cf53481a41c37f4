import type { TaxpayerQuote } from "@taxlane/contract";
import { MakeAppointmentButton } from "../../features/appointments/MakeAppointmentButton";
import { TaxpayerAppointments } from "../../features/appointments/TaxpayerAppointments";
import { QuotesPage } from "../../features/marketplace/QuotesPage";
import { SignLetterDialog } from "../../features/signatures/engagement-letter/SignLetterDialog";
import { personName } from "../../lib/format";

function BookWithProfessional({ quote }: { quote: TaxpayerQuote }) {
  return (
    <MakeAppointmentButton
      target={{
        quoteId: quote.quoteId,
        accountantId: quote.accountantId,
        accountantName: personName(quote.accountantFirstName, quote.accountantLastName),
      }}
    />
  );
}

/** Choosing a quote is signing its engagement letter. */
function HireWithLetter({
  quote,
  open,
  onClose,
}: {
  quote: TaxpayerQuote;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <SignLetterDialog
      target={{
        quoteId: quote.quoteId,
        professionalName: personName(quote.accountantFirstName, quote.accountantLastName),
        price: quote.price,
      }}
      purpose="hire"
      open={open}
      onClose={onClose}
    />
  );
}

/**
 * /user/quotes: the quotes, with Make an appointment beside each one still open (a call can help the
 * taxpayer choose), choosing by signing the engagement letter, and the taxpayer's appointments.
 */
export function Component() {
  return (
    <QuotesPage
      liveQuoteActions={(quote) => <BookWithProfessional quote={quote} />}
      extras={<TaxpayerAppointments hideWhenEmpty />}
      chooseDialog={HireWithLetter}
    />
  );
}
