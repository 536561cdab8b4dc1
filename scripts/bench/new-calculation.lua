-- wrk script: BMI calculations, each one new to the service (random height and weight, 2 billion
-- combinations): measures the routed path of a calculator without the kept answers' help, beside
-- the repeated calculation the benchmark's target is about.
math.randomseed(tonumber(os.getenv("BENCH_SEED") or "31"))

request = function()
  local height = 20 + math.random(0, 24000) / 100
  local weight = 10 + math.random(0, 89000) / 100
  return wrk.format("GET", string.format("/api/v1/calculators/bmi?units=metric&height=%.2f&weight=%.2f", height, weight))
end
