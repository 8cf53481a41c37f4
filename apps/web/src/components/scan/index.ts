export { ScanPagesButton } from "./ScanPagesButton";
