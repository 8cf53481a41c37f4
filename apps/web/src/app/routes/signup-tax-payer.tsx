export { SignUpTaxpayerPage as Component } from "../../features/auth/SignUpTaxpayerPage";
