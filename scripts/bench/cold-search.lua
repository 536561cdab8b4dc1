-- wrk script: search queries as people type them, each one new to the service: two or three real
-- page words, picked at random (BENCH_WORDS names the file, one word a line). Measures search
-- without the per-term cache's help (issue 13: cold queries reported apart from repeated ones).
local words = {}
for line in io.lines(os.getenv("BENCH_WORDS")) do words[#words + 1] = line end
math.randomseed(tonumber(os.getenv("BENCH_SEED") or "13"))

request = function()
  local count = math.random(2, 3)
  local parts = {}
  for i = 1, count do parts[i] = words[math.random(1, #words)] end
  return wrk.format("GET", "/api/v1/search?q=" .. table.concat(parts, "+"))
end
