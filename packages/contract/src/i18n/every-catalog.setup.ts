// The tests' setup (vitest.config.ts): they read and send words in every language, as the API does,
// whatever language a test speaks as its modules load.
import { registerEveryCatalog } from "./t";

await registerEveryCatalog();
