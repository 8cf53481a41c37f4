export { ExpertProfilePage as Component } from "../../features/profiles/ExpertProfilePage";
