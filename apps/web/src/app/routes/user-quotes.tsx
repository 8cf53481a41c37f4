import type { TaxpayerQuote } from "@taxlane/contract";
import { MakeAppointmentButton } from "../../features/appointments/MakeAppointmentDialog";
import { TaxpayerAppointments } from "../../features/appointments/TaxpayerAppointments";
import { QuotesPage } from "../../features/marketplace/QuotesPage";
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

/**
 * /user/quotes: the quotes, with Make an appointment beside each one still open (a call can help the
 * taxpayer choose), and the taxpayer's appointments.
 */
export function Component() {
  return (
    <QuotesPage
      liveQuoteActions={(quote) => <BookWithProfessional quote={quote} />}
      extras={<TaxpayerAppointments hideWhenEmpty />}
    />
  );
}
