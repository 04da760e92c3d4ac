// Crawlers get a status with a minimal body, never an error page meant for people (spec §2): the
// gateway and the front ends tell them apart by the same user-agent test.
const CRAWLER =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|lighthouse|headlesschrome\/.*prerender/i;

export function isCrawler(userAgent: string | undefined | null): boolean {
  return Boolean(userAgent && CRAWLER.test(userAgent));
}
