import { describe, expect, test } from "vitest";

import { categoryVideo, youtubeId } from "./video-embed.ts";

describe("a category's video", () => {
  test("is recognised by any YouTube address", () => {
    for (const address of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
    ]) {
      expect({ address, id: youtubeId(address) }).toEqual({ address, id: "dQw4w9WgXcQ" });
    }
  });

  test("of another site, over http or malformed is no YouTube video", () => {
    expect(youtubeId("https://vimeo.com/123456")).toBeNull();
    expect(youtubeId("http://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youtubeId("https://www.youtube.com/watch?v=short")).toBeNull();
    expect(youtubeId("https://evil.example/embed/dQw4w9WgXcQ")).toBeNull();
    expect(youtubeId("nic")).toBeNull();
  });

  test("links to YouTube's page and embeds the no-cookie player", () => {
    expect(categoryVideo("Jak vybrat", "https://www.youtube.com/embed/dQw4w9WgXcQ")).toEqual({
      title: "Jak vybrat",
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      embed: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(categoryVideo("Jinde", "https://vimeo.com/123456")).toEqual({
      title: "Jinde",
      url: "https://vimeo.com/123456",
      embed: null,
    });
  });
});
