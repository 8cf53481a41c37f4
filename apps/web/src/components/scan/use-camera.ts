import { type RefObject, useEffect, useState } from "react";

/**
 * The camera as the scanner sees it: starting, showing a picture, or not there to use (no camera,
 * not allowed, or failing), in which case the person chooses photos instead.
 */
export type CameraState = "starting" | "live" | "none" | "refused" | "failed";

/**
 * The rear camera when there is one; only "ideal" wishes, so any camera (a laptop's, or a browser's
 * fake device fed from a video file) is taken at whatever resolution it has.
 */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: "environment" }, width: { ideal: 1920 }, height: { ideal: 1080 } },
};

function stateForError(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "refused";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "none";
  return "failed";
}

/** Starts the camera into the video element, and stops it (the light goes off) when unmounted. */
export function useCamera(video: RefObject<HTMLVideoElement | null>): CameraState {
  const [state, setState] = useState<CameraState>("starting");

  useEffect(() => {
    const media = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
    if (media === undefined || typeof media.getUserMedia !== "function") {
      setState("none");
      return;
    }
    let stream: MediaStream | null = null;
    let stopped = false;
    const element = video.current;
    const showing = () => setState("live");
    setState("starting");
    media.getUserMedia(CONSTRAINTS).then(
      (started) => {
        if (stopped) {
          for (const track of started.getTracks()) track.stop();
          return;
        }
        stream = started;
        if (element === null) return;
        element.addEventListener("loadeddata", showing, { once: true });
        try {
          element.srcObject = started;
          element.play().catch(() => undefined);
        } catch {
          setState("failed");
        }
      },
      (error: unknown) => {
        if (!stopped) setState(stateForError(error));
      },
    );
    return () => {
      stopped = true;
      element?.removeEventListener("loadeddata", showing);
      if (element !== null) element.srcObject = null;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [video]);

  return state;
}
