export { PaymentFailedPage as Component } from "../../features/billing/payment/PaymentResultPages";
