/** English words too common to tell pages apart: the NLTK list less words such as "off", "up" and "not". */
export const stopWords: ReadonlySet<string> = new Set(
  (
    "a about am an and any are as at be been being both but by can could did do does doing dont " +
    "during each few for from further had has have having he her here hers herself him himself his " +
    "how i if im in into is it its itself ive just me more most my myself no nor now of on once only " +
    "or other our ours ourselves own same she should so some such than that thats the their theirs " +
    "them themselves then there these they this those through to too under until very was we were " +
    "what whats when where which while who whom why will with would you youre your yours yourself " +
    "yourselves"
  ).split(" "),
);
