import { testService } from "./test/support/service.js";
const service = await testService();
for (const q of process.argv.slice(2)) {
  const r = await service.app.request(`/api/v1/search?q=${encodeURIComponent(q)}&limit=5`);
  const body = (await r.json()) as any;
  console.log(`\n## ${q}${body.correctedQuery ? ` (corrected: ${body.correctedQuery})` : ""}`);
  if (body.bestAnswer) console.log(`  BEST: ${body.bestAnswer.title} > ${body.bestAnswer.section?.title ?? "-"}: ${body.bestAnswer.section?.excerpt?.text ?? body.bestAnswer.excerpt?.text ?? ""}`.slice(0, 260));
  for (const h of body.results.slice(0, 3)) console.log(`  - [${h.type}] ${h.title} | ${h.sections.map((s: any) => s.title).join(" / ")}`);
}
process.exit(0);
