/**
 * A recovery code was just used to sign in: the next page tells the person it is spent and how many
 * are left. Kept for this tab only, and only until that page has shown it.
 */
const RECOVERY_CODE_USED = "RECOVERY_CODE_USED";

export function markRecoveryCodeUsed(): void {
  sessionStorage.setItem(RECOVERY_CODE_USED, "1");
}

export function recoveryCodeWasUsed(): boolean {
  return sessionStorage.getItem(RECOVERY_CODE_USED) !== null;
}

export function forgetRecoveryCodeUse(): void {
  sessionStorage.removeItem(RECOVERY_CODE_USED);
}
