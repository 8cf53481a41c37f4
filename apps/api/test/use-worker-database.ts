import { useWorkerDatabase } from "./worker-databases";

useWorkerDatabase();
