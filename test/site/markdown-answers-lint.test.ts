import { lint } from "markdownlint/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../src/compose.js";
import { testService } from "../support/service.js";

// Every Markdown answer of the site, linted for what an assistant reading it would trip on (issue
// 17): a URL that is not a link (MD034) and two headings with the same text (MD024).
let service: Service;
beforeAll(async () => {
  service = await testService();
  await service.prepare();
});

const rules = { default: false, MD034: true, MD024: true } as const;

async function markdownAnswers(): Promise<Record<string, string>> {
  const targets = [
    ...service.preparedTargets().filter((target) => target.endsWith(".md")),
    "/nothing-here.md",
    "/search?q=streak",
    "/search",
    "/tools/bmi.md?height=abc",
  ];
  const answers: Record<string, string> = {};
  for (const target of targets) {
    const response = await service.app.request(target, { headers: { Accept: "text/markdown" } });
    if (response.headers.get("content-type")?.startsWith("text/markdown"))
      answers[target] = await response.text();
  }
  return answers;
}

describe("Markdown answers", () => {
  it("have every URL as a link and no two headings alike", async () => {
    const answers = await markdownAnswers();
    expect(Object.keys(answers).length).toBeGreaterThan(100);
    const findings = Object.entries(lint({ strings: answers, config: rules })).flatMap(([target, found]) =>
      found.map(
        (finding) => `${target}:${finding.lineNumber} ${finding.ruleNames[0]} ${finding.errorContext ?? ""}`,
      ),
    );
    expect(findings).toEqual([]);
  }, 60_000);
});

describe("HTML titles", () => {
  it("are at most 70 characters on every page (what search results show)", async () => {
    const long: string[] = [];
    for (const target of service.preparedTargets()) {
      const response = await service.app.request(target);
      if (!response.headers.get("content-type")?.startsWith("text/html")) continue;
      const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? "";
      const text = title
        .replace(/&amp;/g, "&")
        .replace(/&#39;|&apos;/g, "'")
        .replace(/&quot;/g, '"');
      if (text.length > 70) long.push(`${target}: ${text} (${text.length})`);
    }
    expect(long).toEqual([]);
  }, 60_000);
});
