import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

// Multiplies the content for the growth benchmark: every guide page and article gets `factor - 1`
// synthetic siblings in the same section or category, with their own slug and title, paragraphs
// in another order and a few words varied, so that the index, the pages and the sitemap grow the
// way a larger real site would. Releases, audiences and calculators stay as they are.
const topics = [
  "morning",
  "commute",
  "weekend",
  "winter",
  "summer",
  "office",
  "travel",
  "family",
  "recovery",
  "evening",
  "holiday",
  "city",
  "trail",
  "rainy",
  "beginner",
];

function variant(text: string, copy: number): string {
  const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const topic = topics[copy % topics.length]!;
  const frontMatter = front
    .replace(
      /^title: (["']?)(.*?)\1$/m,
      (_m, _q, title: string) => `title: ${JSON.stringify(`${title}: ${topic} edition ${copy}`)}`,
    )
    .replace(
      /^summary: (["']?)(.*?)\1$/m,
      (_m, _q, summary: string) =>
        `summary: ${JSON.stringify(`${summary.slice(0, 150)} (${topic} ${copy})`)}`,
    )
    .replace(/^order: (\d+)$/m, (_m, order: string) => `order: ${Number(order) + copy * 100}`);
  const blocks = body.trim().split(/\n\n+/);
  const [lede, ...rest] = blocks;
  const sections: string[][] = [];
  for (const block of rest) {
    if (block.startsWith("## ") || sections.length === 0) sections.push([block]);
    else sections.at(-1)!.push(block);
  }
  const rotated =
    sections.length > 1
      ? [...sections.slice(copy % sections.length), ...sections.slice(0, copy % sections.length)]
      : sections;
  const text2 = [
    `${lede} This ${topic} edition looks at the same question for ${topic} walks.`,
    ...rotated.flat(),
  ].join("\n\n");
  return `---\n${frontMatter}\n---\n${text2}\n`;
}

/** Writes a copy of `source` multiplied by `factor` into `target`; returns the page count. */
export async function growContent(source: string, target: string, factor: number): Promise<number> {
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await cp(source, target, { recursive: true });
  let pages = 0;
  const folders = [
    ...(await readdir(join(source, "guide"), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => join("guide", entry.name)),
    "blog",
  ];
  for (const folder of folders) {
    for (const name of await readdir(join(source, folder))) {
      if (!name.endsWith(".md")) continue;
      pages++;
      const text = await readFile(join(source, folder, name), "utf8");
      for (let copy = 1; copy < factor; copy++) {
        await writeFile(join(target, folder, name.replace(/\.md$/, `-${copy}.md`)), variant(text, copy));
        pages++;
      }
    }
  }
  return pages;
}
