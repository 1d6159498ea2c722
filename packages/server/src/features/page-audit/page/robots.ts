import { LIMITS } from '@alt-optimizer/contract';
import robotsParserModule from 'robots-parser';

// CommonJS (module.exports = the function) with types that declare an ES default export: Node's import hands us the
// function itself, which the types call `.default`.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

/** The user agent our audit sends and that robots.txt groups may name. */
export const AUDIT_USER_AGENT = 'AltOptimizer';
export const AUDIT_USER_AGENT_HEADER = 'AltOptimizer/1.0 (+page audit; image alt text)';

export interface RobotsRules {
  allows(url: string): boolean;
  /** The wait between two requests to this host that robots.txt asks for, in ms (capped; 0 when it says none). */
  crawlDelayMs: number;
}

export const ALLOW_ALL: RobotsRules = { allows: () => true, crawlDelayMs: 0 };

/**
 * robots.txt read with robots-parser (RFC 9309: longest match, Allow beats Disallow on a tie, `*` and `$`): the
 * group for "AltOptimizer", else `*`. A missing or unreadable file allows everything, as the RFC says for a 4xx.
 */
export function readRobots(robotsUrl: string, text: string): RobotsRules {
  const robots = robotsParser(robotsUrl, text);
  const delay = robots.getCrawlDelay(AUDIT_USER_AGENT) ?? 0;
  return {
    allows: (url) => robots.isAllowed(url, AUDIT_USER_AGENT) !== false,
    crawlDelayMs: Math.min(Math.max(0, delay), LIMITS.maxCrawlDelaySeconds) * 1000,
  };
}

/** RFC 9309: a 5xx (or no answer) means "assume complete disallow" for the host. */
export const DISALLOW_ALL: RobotsRules = { allows: () => false, crawlDelayMs: 0 };
