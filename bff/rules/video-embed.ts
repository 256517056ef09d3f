/** YouTube's player that sets no cookies until the video plays (its privacy-enhanced mode). */
export const NO_COOKIE_PLAYER_ORIGIN = "https://www.youtube-nocookie.com";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A YouTube video's id from any of its addresses (watch?v=, youtu.be/, embed/, shorts/),
 * or null for another site or a malformed address.
 */
export function youtubeId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const path = url.pathname.split("/").filter(Boolean);
  const id =
    host === "youtu.be"
      ? path[0]
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? path[0] === "watch"
          ? url.searchParams.get("v")
          : path[0] === "embed" || path[0] === "shorts"
            ? path[1]
            : null
        : null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * A category's video as the page shows it: the address a link opens (YouTube's own page,
 * not a bare player) and, for a YouTube video, the no-cookie player to embed on request.
 */
export function categoryVideo(
  title: string,
  address: string,
): { title: string; url: string; embed: string | null } {
  const id = youtubeId(address);
  if (!id) return { title, url: address, embed: null };
  return {
    title,
    url: `https://www.youtube.com/watch?v=${id}`,
    embed: `${NO_COOKIE_PLAYER_ORIGIN}/embed/${id}`,
  };
}
