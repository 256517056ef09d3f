/**
 * A user in a group the store sells to elsewhere (the globals' restrictedGroups): such a
 * user may not log in here, and loyalty credits do not apply to them.
 */
export function isRestrictedUser(
  user: { groups: ReadonlyArray<string> },
  restrictedGroups: ReadonlyArray<string>,
): boolean {
  return user.groups.some((group) => restrictedGroups.includes(group));
}
