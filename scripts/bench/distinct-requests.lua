-- wrk script: every request distinct, as an attacker would send them (issue 19). ABUSE_KIND picks
-- the kind: "search" (made-up, near-miss and real words, API and site search), "worst" (200
-- characters of near-miss words), "404" (missing paths a scanner would try). ABUSE_WORDS names a
-- file of real page words, one a line; ABUSE_OFFSET keeps requests of later runs distinct too.
local kind = os.getenv("ABUSE_KIND") or "search"
local offset = tonumber(os.getenv("ABUSE_OFFSET") or "0")
local words = {}
for line in io.lines(os.getenv("ABUSE_WORDS")) do words[#words + 1] = line end
local letters = "abcdefghijklmnopqrstuvwxyz"
local counter = offset
math.randomseed(offset + 19)

local function made_up(length)
  local parts = {}
  for i = 1, length do
    local k = math.random(1, 26)
    parts[i] = letters:sub(k, k)
  end
  return table.concat(parts)
end

-- A word no page uses: the counter in letters, after "zq".
local function unique()
  local n, parts = counter, {}
  repeat
    local k = n % 26
    parts[#parts + 1] = letters:sub(k + 1, k + 1)
    n = math.floor(n / 26)
  until n == 0
  return "zq" .. table.concat(parts)
end

local function near_miss(word)
  local i = math.random(1, #word)
  local k = math.random(1, 26)
  return word:sub(1, i - 1) .. letters:sub(k, k) .. word:sub(i + 1)
end

local function query(max_length, near_only)
  local parts, length = { unique() }, 0
  while length < max_length do
    local r = math.random()
    local word
    if near_only or r < 0.4 then
      word = near_miss(words[math.random(#words)])
    elseif r < 0.7 then
      word = made_up(math.random(4, 10))
    else
      word = words[math.random(#words)]
    end
    parts[#parts + 1] = word
    length = length + #word + 1
  end
  return table.concat(parts, "+"):sub(1, 200)
end

request = function()
  counter = counter + 1
  local path
  if kind == "worst" then
    path = "/api/v1/search?q=" .. query(200, true)
  elseif kind == "404" then
    local r = math.random()
    if r < 0.3 then
      path = "/guide/" .. made_up(6) .. "-" .. unique()
    elseif r < 0.5 then
      path = "/blog/" .. near_miss(words[math.random(#words)]) .. "-" .. unique()
    elseif r < 0.7 then
      path = "/wp-admin/" .. unique() .. ".php"
    elseif r < 0.85 then
      path = "/" .. unique() .. "/" .. made_up(8) .. ".md"
    else
      path = "/" .. words[math.random(#words)] .. "-" .. unique()
    end
  else
    local base = math.random() < 0.7 and "/api/v1/search?q=" or "/search?q="
    path = base .. query(math.random(8, 60), false)
  end
  return wrk.format("GET", path)
end
