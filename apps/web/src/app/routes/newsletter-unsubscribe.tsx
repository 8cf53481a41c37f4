export { UnsubscribePage as Component } from "../../features/newsletter/UnsubscribePage";
