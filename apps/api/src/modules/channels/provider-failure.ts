/** What a provider's failure may say in the log: its kind, code and HTTP status, never its words. */
export function providerFailure(error: unknown): { kind: string; code?: unknown; status?: unknown } {
  if (!(error instanceof Error)) return { kind: typeof error };
  const { code, status } = error as Error & { code?: unknown; status?: unknown };
  return {
    kind: error.name,
    ...(code === undefined ? {} : { code }),
    ...(status === undefined ? {} : { status }),
  };
}
