import { useLocation, useParams } from "react-router";
import { AuthCard } from "../../features/auth/AuthCard";
import { useSignOut } from "../../features/auth/use-sign-out";
import { SigningPage } from "../../features/signatures/signing/SigningPage";

/** /sign/:signerId#key=…: a signer's own page, in the sign-in pages' frame (no sign-in needed). */
export function Component() {
  const { signerId } = useParams();
  const { pathname } = useLocation();
  const { signOut } = useSignOut();
  const id = Number(signerId);
  return <SigningPage key={id} signerId={id} Card={AuthCard} signOut={() => signOut(pathname)} />;
}
