// What other modules may use of job-timeline: the rest of this folder is its own. The composition makes
// the module with module.ts.
export {
  nextStepOf,
  type TimelineFacts,
  type TimelineStep,
  timelineOf,
  turnaroundDueOn,
} from "./timeline";
