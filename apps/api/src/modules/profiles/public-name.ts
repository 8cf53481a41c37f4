/** How the public sees a person: first name and last initial ("Maria G."). */
export function publicName(firstName: string, lastName: string): string {
  const initial = lastName.trim().slice(0, 1).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
