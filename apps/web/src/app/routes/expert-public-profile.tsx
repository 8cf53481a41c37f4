export { PublicExpertProfilePage as Component } from "../../features/profiles/PublicExpertProfilePage";
