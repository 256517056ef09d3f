/**
 * How translations modules are named, the same on the server and in the browser:
 * `<groups>.<version>.js`, the groups in lower case joined by `+` ("age-notice+cart"), and
 * the version a hash of the whole language's strings. Any module of a language can so be
 * named from any other's name, and every name changes when a text of its language does.
 */
/** "ageNotice" is "age-notice" in a path, which is in lower case as every path of the shop. */
function pathNameOf(group: string): string {
  return group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function groupOfPathName(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The file name of the module holding `groups` (sorted, each once) of a language's version. */
export function moduleFileName(groups: ReadonlyArray<string>, version: string): string {
  return `${groups.map(pathNameOf).join("+")}.${version}.js`;
}

/** The groups and version a module's file name states; null for any other name. */
export function parseModuleFileName(
  file: string,
): { groups: Array<string>; version: string } | null {
  const match = /^([a-z-]+(?:\+[a-z-]+)*)\.([0-9a-f]{16})\.js$/.exec(file);
  if (!match?.[1] || !match[2]) return null;
  return { groups: match[1].split("+").map(groupOfPathName), version: match[2] };
}
