export { MessagesPage as Component } from "../../features/messages/MessagesPage";
