export { SignUpTaxpayerPage as Component } from "../../features/auth/pages/SignUpTaxpayerPage";
